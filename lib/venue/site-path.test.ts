import { decodeOriginSegment, encodeOriginSegment, licenceSegment } from "./site-path";

describe("the internal path segments (issue 13 item 1)", () => {
  test("an origin travels as one segment without dots or slashes, and comes back", () => {
    const segment = encodeOriginSegment("https://menu.example.com:8443");
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeOriginSegment(segment)).toBe("https://menu.example.com:8443");
  });

  test("a segment that is not an origin the proxy wrote is refused", () => {
    expect(decodeOriginSegment("not base64!")).toBeNull();
    expect(decodeOriginSegment(encodeOriginSegment("javascript:alert(1)"))).toBeNull();
    expect(decodeOriginSegment(encodeOriginSegment("http://a.example/path"))).toBeNull();
  });

  test("a licence is a segment only when it could be one; else licence none", () => {
    expect(licenceSegment("demo")).toBe("demo");
    expect(licenceSegment("9580")).toBe("9580");
    expect(licenceSegment("../etc")).toBe("none");
    expect(licenceSegment("")).toBe("none");
  });
});
