import fc from "fast-check";
import Hashids from "hashids";
import { LOCATION_TOKEN_MIN_LENGTH, decodeLocationToken, encodeLocationToken, parseLocationPath } from "./location-token";

const SALT = "carte-test-salt";
const OTHER_SALT = "another-venue-salt";

function token(kind: "t" | "r" | "a", value: string | number, salt = SALT): string {
  const encoded = encodeLocationToken(kind, value, salt);
  if (encoded === null) throw new Error(`cannot encode ${String(value)}`);
  return encoded;
}

describe("table and room tokens (hash codec)", () => {
  it("decodes t to a Table and r to a Room, the decoded value being the number", () => {
    expect(decodeLocationToken("t", token("t", 12), SALT)).toEqual({ orderLocation: "12", orderLocationType: "Table" });
    expect(decodeLocationToken("r", token("r", 305), SALT)).toEqual({ orderLocation: "305", orderLocationType: "Room" });
  });

  it("issues tokens of at least the minimum length, using only letters and digits", () => {
    const issued = token("t", 1);
    expect(issued.length).toBeGreaterThanOrEqual(LOCATION_TOKEN_MIN_LENGTH);
    expect(issued).toMatch(/^[A-Za-z0-9]+$/);
  });

  it("accepts the number as digits in a string", () => {
    expect(token("t", "42")).toBe(token("t", 42));
  });

  it("refuses to encode a non-numeric, negative, fractional or unsafe table value", () => {
    expect(encodeLocationToken("t", "A1", SALT)).toBeNull();
    expect(encodeLocationToken("t", -3, SALT)).toBeNull();
    expect(encodeLocationToken("r", 2.5, SALT)).toBeNull();
    expect(encodeLocationToken("t", "", SALT)).toBeNull();
    expect(encodeLocationToken("t", "99999999999999999999", SALT)).toBeNull();
  });

  it("round-trips every table and room number from 1 to 10^6", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom("t" as const, "r" as const), (n, kind) => {
        expect(decodeLocationToken(kind, token(kind, n), SALT)?.orderLocation).toBe(String(n));
      }),
    );
  });

  it("does not decode to the same table under another salt", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (n) => {
        const decoded = decodeLocationToken("t", token("t", n), OTHER_SALT);
        expect(decoded?.orderLocation).not.toBe(String(n));
      }),
      { numRuns: 500 },
    );
    expect(decodeLocationToken("t", token("t", 7), OTHER_SALT)).toBeNull();
  });

  it("returns null for tokens it did not issue", () => {
    expect(decodeLocationToken("t", "", SALT)).toBeNull();
    // Characters outside the Hashids alphabet make the library throw; that must not escape.
    expect(decodeLocationToken("t", "abc-def!", SALT)).toBeNull();
    expect(decodeLocationToken("t", "%E2%82%AC", SALT)).toBeNull();
    // A one-character edit breaks the re-encoding check.
    const issued = token("t", 12);
    const tampered = `${issued.slice(0, -1)}${issued.endsWith("a") ? "b" : "a"}`;
    expect(decodeLocationToken("t", tampered, SALT)?.orderLocation).not.toBe("12");
  });

  it("rejects a token carrying several numbers", () => {
    const several = new Hashids(SALT, LOCATION_TOKEN_MIN_LENGTH).encode([1, 2]);
    expect(decodeLocationToken("t", several, SALT)).toBeNull();
  });
});

describe("area tokens (hex-encoded text)", () => {
  it("decodes hex UTF-8 to the area name, location type Table", () => {
    expect(decodeLocationToken("a", "5465727261636520", SALT)).toEqual({
      orderLocation: "Terrace ",
      orderLocationType: "Table",
    });
    expect(decodeLocationToken("a", "d8aad8b1d8a7d8b3", SALT)?.orderLocation).toBe("تراس");
    expect(decodeLocationToken("a", "D8AAD8B1D8A7D8B3", SALT)?.orderLocation).toBe("تراس");
  });

  it("encodes to lowercase hex of the UTF-8 bytes, the salt playing no part", () => {
    expect(encodeLocationToken("a", "Pool Bar", SALT)).toBe("506f6f6c20426172");
    expect(encodeLocationToken("a", "Pool Bar", OTHER_SALT)).toBe("506f6f6c20426172");
    expect(encodeLocationToken("a", "Café 2/B", SALT)).toBe("436166c3a920322f42");
    expect(encodeLocationToken("a", "🍕", SALT)).toBe("f09f8d95");
    expect(encodeLocationToken("a", 7, SALT)).toBe("37");
  });

  it("round-trips any unicode area name", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", minLength: 1 }), (name) => {
        const encoded = token("a", name);
        expect(encoded).toMatch(/^([0-9a-f]{2})+$/);
        expect(decodeLocationToken("a", encoded, SALT)?.orderLocation).toBe(name);
      }),
      { numRuns: 300 },
    );
  });

  it("returns null for bad hex, odd length, empty tokens and invalid UTF-8", () => {
    expect(decodeLocationToken("a", "zz", SALT)).toBeNull();
    expect(decodeLocationToken("a", "506", SALT)).toBeNull();
    expect(decodeLocationToken("a", "", SALT)).toBeNull();
    expect(decodeLocationToken("a", "ff", SALT)).toBeNull();
    expect(decodeLocationToken("a", "c080", SALT)).toBeNull();
    expect(decodeLocationToken("a", "eda080", SALT)).toBeNull();
    expect(encodeLocationToken("a", "", SALT)).toBeNull();
    expect(encodeLocationToken("a", "\uD800", SALT)).toBeNull();
  });
});

describe("parseLocationPath", () => {
  const table12 = token("t", 12);

  it("reads /t/{token}", () => {
    expect(parseLocationPath(["t", table12], SALT)).toEqual({
      kind: "t",
      token: table12,
      location: { orderLocation: "12", orderLocationType: "Table" },
      language: null,
      prefix: null,
      rest: [],
    });
  });

  it("reads the token after a custom-domain prefix and a language, keeping the rest of the path", () => {
    const room = token("r", 204);
    expect(parseLocationPath(["en", "t", table12, "home"], SALT)).toMatchObject({
      language: "en",
      prefix: null,
      location: { orderLocation: "12", orderLocationType: "Table" },
      rest: ["home"],
    });
    expect(parseLocationPath(["downtown", "r", room], SALT)).toMatchObject({
      language: null,
      prefix: "downtown",
      location: { orderLocation: "204", orderLocationType: "Room" },
    });
    expect(parseLocationPath(["zh-hans", "downtown", "a", "506f6f6c20426172", "cart"], SALT)).toMatchObject({
      language: "zh-hans",
      prefix: "downtown",
      location: { orderLocation: "Pool Bar", orderLocationType: "Table" },
      rest: ["cart"],
    });
  });

  it("ignores empty segments from leading or doubled slashes", () => {
    expect(parseLocationPath("/en//t/X".replace("X", table12).split("/"), SALT)?.location?.orderLocation).toBe("12");
  });

  it("reads a prefix named like a marker as a prefix when only that reading decodes", () => {
    expect(parseLocationPath(["a", "t", table12], SALT)).toMatchObject({
      kind: "t",
      prefix: "a",
      location: { orderLocation: "12" },
    });
  });

  it("reports the marker with a null location when its token is invalid", () => {
    expect(parseLocationPath(["en", "t", "nonsense"], SALT)).toMatchObject({
      kind: "t",
      token: "nonsense",
      location: null,
      language: "en",
    });
  });

  it("returns null for paths that are not deep links", () => {
    expect(parseLocationPath([], SALT)).toBeNull();
    expect(parseLocationPath(["en", "home"], SALT)).toBeNull();
    expect(parseLocationPath(["en", "category", "3"], SALT)).toBeNull();
    expect(parseLocationPath(["t"], SALT)).toBeNull();
    // The language is only ever the first segment, and the marker comes at most one prefix after it.
    expect(parseLocationPath(["x", "y", "t", table12], SALT)).toBeNull();
  });
});
