import fc from "fast-check";
import { AMOUNT_MAX, ID_MAX, QUANTITY_MAX } from "./limits";
import { findTextProblem, lineText, multiLineText, requestAmount, requestId, requestQuantity, textProblem } from "./request-fields";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("request texts", () => {
  it("refuses past the maximum with zod's too_big and the limit in words", () => {
    expect(lineText(100).safeParse("x".repeat(100)).success).toBe(true);
    expect(messages(lineText(100).safeParse("x".repeat(101)))).toEqual(["Too long: at most 100 characters"]);
  });

  it("refuses NUL and other control characters; free text keeps tab, LF and CR", () => {
    expect(messages(lineText(10).safeParse("a\u0000b"))).toEqual(["Control characters are not allowed"]);
    expect(messages(lineText(10).safeParse("a\nb"))).toEqual(["Control characters are not allowed"]);
    expect(multiLineText(10).safeParse("a\tb\r\nc").success).toBe(true);
    expect(messages(multiLineText(10).safeParse("a\u001fb"))).toEqual(["Control characters are not allowed"]);
  });

  it("refuses lone surrogates (PostgreSQL's jsonb refuses them) and keeps real pairs", () => {
    expect(textProblem("a\ud800b", true)).toBe("Invalid text: unpaired surrogate");
    expect(textProblem("a\udc00", true)).toBe("Invalid text: unpaired surrogate");
    expect(textProblem("😀 مرحبا", false)).toBeNull();
  });

  it("finds the first unstorable text of a JSON value with its path, keys included", () => {
    expect(findTextProblem({ a: [{ b: "ok" }, { c: "x\u0000" }] })).toEqual({
      path: ["a", 1, "c"],
      message: "Control characters are not allowed",
    });
    expect(findTextProblem({ "k\u0000": 1 })).toEqual({ path: ["k\u0000"], message: "Control characters are not allowed" });
    expect(findTextProblem({ a: ["fine\n"] })).toBeNull();
  });
});

describe("request numbers", () => {
  it("takes ids from 1 to 2^31-1, as numbers or numeric text, and nothing else", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: ID_MAX }), (id) => {
        expect(requestId.parse(id)).toBe(id);
        expect(requestId.parse(String(id))).toBe(id);
      }),
    );
    for (const bad of [0, -1, 1.5, ID_MAX + 1, 1e20, "2147483648", "100000000000000000000", "1e3"]) {
      expect(requestId.safeParse(bad).success).toBe(false);
    }
  });

  it("bounds quantities to 1..999", () => {
    expect(requestQuantity.parse(QUANTITY_MAX)).toBe(999);
    expect(messages(requestQuantity.safeParse(1e9))).toEqual(["Too big: at most 999"]);
  });

  it("keeps amounts inside numeric(12,3): below 1e8, settled to thousandths", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: AMOUNT_MAX, noNaN: true }), (value) => {
        const parsed = requestAmount.parse(value);
        expect(Math.abs(parsed - value)).toBeLessThanOrEqual(0.0005 + Number.EPSILON * AMOUNT_MAX);
      }),
    );
    expect(messages(requestAmount.safeParse(1e12))).toEqual(["Too big: at most 99999999.999"]);
    expect(messages(requestAmount.safeParse("1000000000000"))).toEqual(["Too big: at most 99999999.999"]);
    expect(requestAmount.safeParse(-1).success).toBe(false);
  });
});
