import { submissionPayload } from "@/lib/api/schemas/submission";
import { submissionPayloadFor } from "./submission-payload";

describe("submissionPayloadFor (000 sections 3 and 7)", () => {
  it("the landing variant sends only feedback_id and submission", () => {
    expect(submissionPayloadFor(1, { visit_type: "first" }, null)).toEqual({ feedback_id: 1, submission: { visit_type: "first" } });
  });

  it("the form screen adds origin_label, origin_type in lower case and origin_location as a GeoJSON point", () => {
    const payload = submissionPayloadFor(3, { table: 7 }, { label: "12", type: "Table", location: { lat: 25.1972, lng: 55.2744 } });
    expect(payload).toEqual({
      feedback_id: 3,
      submission: { table: 7 },
      origin_label: "12",
      origin_type: "table",
      origin_location: { type: "Point", coordinates: [55.2744, 25.1972] },
    });
    expect(submissionPayload.safeParse(payload).success).toBe(true);
  });

  it("leaves out the origin fields it does not have", () => {
    expect(submissionPayloadFor(2, {}, { label: null, type: null, location: null })).toEqual({ feedback_id: 2, submission: {} });
    expect(submissionPayloadFor(2, {}, { label: "204", type: "Room", location: null })).toEqual({
      feedback_id: 2,
      submission: {},
      origin_label: "204",
      origin_type: "room",
    });
  });
});
