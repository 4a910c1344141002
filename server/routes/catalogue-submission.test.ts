import { and, eq } from "drizzle-orm";
import type { SubmissionPayloadInput } from "@/lib/api/schemas/submission";
import { feedbackSubmissions } from "../db/schema";
import { RATE_LIMITS } from "../services/rate-limit";
import { startTestApi, type TestApi } from "../test/harness";
import { failure, importFormVenues, north, point } from "../test/catalogue-fixtures";

let api: TestApi;
let ip = 0;
/** Each call from its own client, so only the rate-limit test meets the (small) limit. */
const fresh = () => ({ headers: { "x-forwarded-for": `10.0.${Math.floor(++ip / 250)}.${ip % 250}` } });

beforeAll(async () => {
  api = await startTestApi({ limits: { ...RATE_LIMITS, submission: { limit: 3, windowMs: 60_000 } } });
  await importFormVenues(api);
}, 60_000);
afterAll(() => api.close());

const stored = (formId: number) => api.db.select().from(feedbackSubmissions).where(eq(feedbackSubmissions.formId, formId));

const validAnswers = {
  email: "guest@example.com",
  phone: "050 123 4567",
  guests: "4",
  comment: "Lovely",
  visit: "dinner",
  again: "yes",
  liked: ["food", "the view"],
  agree: true,
  day: "2024-06-03",
  rating: 5,
  source: "qr",
};

describe("POST /{lang}/api/submission/", () => {
  it("stores a valid submission and answers 201 with a thank-you message in the request language", async () => {
    const answer = await api.client.submitFeedback(
      "ar",
      {
        feedback_id: 8,
        submission: validAnswers,
        origin_label: "12",
        origin_type: "Table",
      },
      fresh(),
    );
    expect(answer).toEqual({ message: "<p>شكراً لك! تم استلام ملاحظاتك.</p>" });
    const rows = await stored(8);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ venueId: 100, language: "ar", originLabel: "12", originType: "table", originLocation: null });
    // Normalised as the guest form stores them: the phone in E.164, numbers as numbers.
    expect(rows[0]?.submission).toEqual({ ...validAnswers, phone: "+971501234567", guests: 4 });
  });

  it("never echoes guest input in the message", async () => {
    const answer = await api.client.submitFeedback(
      "en",
      {
        feedback_id: 8,
        submission: { ...validAnswers, comment: "<img src=x>" },
      },
      fresh(),
    );
    expect(answer.message).toBe("<p>Thank you! Your feedback has been received.</p>");
  });

  it("refuses missing required answers with the specification's texts, storing nothing", async () => {
    const before = (await stored(8)).length;
    const error = await failure(api.client.submitFeedback("en", { feedback_id: 8, submission: { agree: false, email: " " } }, fresh()));
    expect(error).toEqual({
      status: 400,
      body: {
        detail: "Invalid submission.",
        errors: {
          "submission.email": ["Email is a required field"],
          "submission.again": ["Again? is a required field"],
          "submission.agree": ["I agree is a required field"],
          "submission.rating": ["Rating is a required field"],
        },
      },
    });
    expect(await stored(8)).toHaveLength(before);
  });

  it("checks e-mail, phone, bounds, length, options, Other text, stars, dates and unknown names", async () => {
    const error = await failure(
      api.client.submitFeedback(
        "en",
        {
          feedback_id: 8,
          submission: {
            ...validAnswers,
            email: "not-an-email",
            phone: "123",
            guests: 0,
            comment: "x".repeat(21),
            visit: "brunch",
            liked: ["food", ""],
            rating: 6,
            day: "soon",
            bogus: "1",
          },
        },
        fresh(),
      ),
    );
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({
      errors: {
        "submission.email": ["Invalid email address"],
        "submission.phone": ["Please enter valid phone number"],
        "submission.guests": ["Guests requires minimum value of 1"],
        "submission.comment": ["Comment can not have more than 20 characters"],
        "submission.visit": ["Visit has a value that is not one of its options"],
        "submission.liked": ["Please enter other value"],
        "submission.rating": ["Rating requires maximum value of 5"],
        "submission.day": ["Day must be a date"],
        "submission.bogus": ["This form has no such field"],
      },
    });
    const above = await failure(api.client.submitFeedback("en", { feedback_id: 8, submission: { ...validAnswers, guests: 13 } }, fresh()));
    expect(above.body).toMatchObject({ errors: { "submission.guests": ["Guests requires maximum value of 12"] } });
  });

  it("answers a malformed body 400 naming the fields, and malformed JSON 400", async () => {
    const response = await api.http("/en/api/submission/", {
      method: "POST",
      headers: fresh().headers,
      body: JSON.stringify({ submission: "yes", origin_location: { type: "Point" } }),
    });
    expect(response.status).toBe(400);
    const body: unknown = await response.json();
    expect(body).toMatchObject({ detail: "Invalid body." });
    expect(Object.keys((body as { errors: object }).errors)).toEqual(
      expect.arrayContaining(["feedback_id", "submission", "origin_location.coordinates"]),
    );
    const broken = await api.http("/en/api/submission/", { method: "POST", headers: fresh().headers, body: "{" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ detail: "Malformed JSON body." });
  });

  it("answers unknown and disabled forms 404", async () => {
    for (const feedback_id of [999, 9]) {
      expect(await failure(api.client.submitFeedback("en", { feedback_id, submission: {} }, fresh()))).toEqual({
        status: 404,
        body: { detail: "Form not found." },
      });
    }
  });

  describe("a form with enable_geofence", () => {
    const submit = (feedback_id: number, where?: { lat: number; lng: number }): Promise<unknown> => {
      const payload: SubmissionPayloadInput = { feedback_id, submission: { comment: "Nice" }, origin_type: "table", origin_label: "1" };
      if (where) payload.origin_location = point(where);
      return api.client.submitFeedback("en", payload, fresh());
    };

    it("accepts a submission from inside the venue's circle", async () => {
      await expect(submit(5, north(300))).resolves.toEqual({ message: "<p>Thank you! Your feedback has been received.</p>" });
      expect(await stored(5)).toHaveLength(1);
      expect((await stored(5))[0]?.originLocation).toEqual(point(north(300)));
    });

    it("refuses one from outside or without a location with 403 allowed false, storing nothing", async () => {
      const before = (await stored(5)).length;
      expect(await failure(submit(5, north(1000)))).toEqual({
        status: 403,
        body: { detail: "You’re currently outside the allowed area.", allowed: false },
      });
      expect(await failure(submit(5))).toEqual({
        status: 403,
        body: { detail: "Your location is needed to submit this form.", allowed: false },
      });
      expect(await stored(5)).toHaveLength(before);
    });

    it("uses a polygon geofence, and lets a venue without a geofence take any location", async () => {
      expect(await failure(submit(20, north(0)))).toMatchObject({ status: 403 });
      await expect(submit(20, { lat: 25.075, lng: 55.135 })).resolves.toHaveProperty("message");
      await expect(submit(30, { lat: -33.86, lng: 151.21 })).resolves.toHaveProperty("message");
      const rows = await api.db
        .select()
        .from(feedbackSubmissions)
        .where(and(eq(feedbackSubmissions.venueId, 200), eq(feedbackSubmissions.formId, 20)));
      expect(rows).toHaveLength(1);
    });
  });

  it("rate limits submissions per client with 429, bad ones counted too", async () => {
    const guest = { headers: { "x-forwarded-for": "192.0.2.7, 10.0.0.1" } };
    await api.client.submitFeedback("en", { feedback_id: 8, submission: validAnswers }, guest);
    await failure(api.client.submitFeedback("en", { feedback_id: 999, submission: {} }, guest));
    await api.client.submitFeedback("en", { feedback_id: 8, submission: validAnswers }, guest);
    const before = (await stored(8)).length;
    expect(await failure(api.client.submitFeedback("en", { feedback_id: 8, submission: validAnswers }, guest))).toEqual({
      status: 429,
      body: { detail: "Too many requests. Please try again later." },
    });
    expect(await stored(8)).toHaveLength(before);
    // Another guest is not held back.
    await expect(api.client.submitFeedback("en", { feedback_id: 8, submission: validAnswers }, fresh())).resolves.toHaveProperty("message");
  });
});
