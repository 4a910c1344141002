import { decodeLocationToken, encodeLocationToken } from "@/lib/domain/location-token";
import { locationChip } from "./location-chip";

const SALT = "carte-demo-salt";

/** What a deep link leaves in the cart: the decoded location and its type (000 section 2). */
function afterLink(kind: "t" | "r" | "a", value: string | number) {
  const token = encodeLocationToken(kind, value, SALT);
  if (token === null) throw new Error("cannot encode");
  const decoded = decodeLocationToken(kind, token, SALT);
  if (decoded === null) throw new Error("cannot decode");
  return locationChip(decoded.orderLocation, decoded.orderLocationType);
}

describe("locationChip", () => {
  it("shows a t link as its table number", () => {
    expect(afterLink("t", 12)).toEqual({ kind: "table", location: "12" });
  });

  it("shows an r link as its room number", () => {
    expect(afterLink("r", 305)).toEqual({ kind: "room", location: "305" });
  });

  it("shows an a link (type Table, per the specification) as its area name", () => {
    expect(afterLink("a", "Pool bar")).toEqual({ kind: "area", location: "Pool bar" });
    expect(afterLink("a", "شرفة")).toEqual({ kind: "area", location: "شرفة" });
  });

  it("writes table and room numbers in the screen's digits, an area's name as the venue wrote it (issue 28 item 10)", () => {
    expect(locationChip("3", "Table", "arab")).toEqual({ kind: "table", location: "٣" });
    expect(locationChip("305", "Room", "arab")).toEqual({ kind: "room", location: "٣٠٥" });
    expect(locationChip("Terrace 2", "Table", "arab")).toEqual({ kind: "area", location: "Terrace 2" });
    expect(locationChip("3", "Table", "latn")).toEqual({ kind: "table", location: "3" });
  });

  it("shows nothing while the cart holds no location", () => {
    expect(locationChip(null, null)).toBeNull();
    expect(locationChip("", "Table")).toBeNull();
    expect(locationChip("   ", "Room")).toBeNull();
    expect(locationChip("12", null)).toBeNull();
  });
});
