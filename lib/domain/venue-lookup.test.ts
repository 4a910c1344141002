import { lookupFailure } from "./venue-lookup";

describe("lookupFailure (000 section 4: licence none, or the error state)", () => {
  it("reads a 404 from the custom-domain or language call as no venue: the unlicensed screen", () => {
    expect(lookupFailure({ kind: "http", status: 404 })).toBe("unlicensed");
    expect(lookupFailure({ kind: "http", status: 400 })).toBe("unlicensed");
    expect(lookupFailure({ kind: "setup", status: null })).toBe("unlicensed");
  });

  it("reads an API that is down, answers 5xx or answers nonsense as the error state", () => {
    expect(lookupFailure({ kind: "no_response", status: null })).toBe("unavailable");
    expect(lookupFailure({ kind: "http", status: 500 })).toBe("unavailable");
    expect(lookupFailure({ kind: "http", status: 503 })).toBe("unavailable");
    expect(lookupFailure({ kind: "invalid_answer", status: 200 })).toBe("unavailable");
    expect(lookupFailure({ kind: null, status: null })).toBe("unavailable");
  });
});
