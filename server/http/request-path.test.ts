import fc from "fast-check";
import { repairRequestTarget } from "./request-path";

describe("repairRequestTarget", () => {
  it("turns bytes that are not UTF-8 into U+FFFD, segment by segment, and keeps the query", () => {
    expect(repairRequestTarget("/%ff%fe/")).toBe("/%EF%BF%BD%EF%BF%BD/");
    expect(repairRequestTarget("/en/product/%ff/?back=%ff")).toBe("/en/product/%EF%BF%BD/?back=%ff");
    // A valid character beside the bad byte survives; only the bad segment changes.
    expect(repairRequestTarget("/en/%C3%A9%ff/t/ab/")).toBe("/en/%C3%A9%EF%BF%BD/t/ab/");
    // An overlong "/" (%C0%AF) is not a slash.
    expect(repairRequestTarget("/en/%C0%AF/")).toBe("/en/%EF%BF%BD%EF%BF%BD/");
  });

  it("reads a stray % as itself", () => {
    expect(repairRequestTarget("/en/100%/")).toBe("/en/100%25/");
    expect(repairRequestTarget("/en/%zz/")).toBe("/en/%25zz/");
  });

  it("leaves every decodable path alone", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme" }), { maxLength: 5 }), fc.string(), (segments, query) => {
        const target = `/${segments.map(encodeURIComponent).join("/")}/?${query}`;
        expect(repairRequestTarget(target)).toBe(target);
      }),
    );
    expect(repairRequestTarget("/en/home/")).toBe("/en/home/");
  });
});
