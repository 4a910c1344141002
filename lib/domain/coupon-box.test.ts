import fc from "fast-check";
import { autoCouponCode, couponBoxState, couponKey, shouldAutoApply, type CouponBoxInput } from "./coupon-box";

const box = (overrides: Partial<CouponBoxInput>): CouponBoxInput => ({
  input: "",
  coupon: "",
  invalidCoupon: false,
  loadingCoupon: false,
  autoCode: null,
  ...overrides,
});

describe("couponKey (001 section 5: 'Coupon code: uppercased and URL-encoded')", () => {
  it("uppercases and trims; the path encodes it later", () => {
    expect(couponKey(" hello5 ")).toBe("HELLO5");
    expect(couponKey("día 10")).toBe("DÍA 10");
  });

  it("is idempotent", () => {
    fc.assert(fc.property(fc.string(), (code) => couponKey(couponKey(code)) === couponKey(code)));
  });
});

describe("couponBoxState (001 section 4, Coupon)", () => {
  it("'no coupon gives an input with button Apply Coupon', disabled while the input is empty", () => {
    expect(couponBoxState(box({}))).toEqual({ button: "apply", disabled: true, inputError: false });
    expect(couponBoxState(box({ input: "save20" }))).toEqual({ button: "apply", disabled: false, inputError: false });
  });

  it("'A coupon different from the auto-apply or URL code shows Delete Coupon'", () => {
    const state = couponBoxState(box({ input: "SAVE20", coupon: "SAVE20", autoCode: "HELLO5" }));
    expect(state).toEqual({ button: "delete", disabled: false, inputError: false });
    expect(couponBoxState(box({ input: "save20", coupon: "SAVE20" })).button).toBe("delete");
  });

  it("'A coupon equal to the auto code shows Coupon Applied'", () => {
    expect(couponBoxState(box({ input: "HELLO5", coupon: "HELLO5", autoCode: "HELLO5" }))).toEqual({
      button: "applied",
      disabled: true,
      inputError: false,
    });
  });

  it("'the apply button is disabled when loading, empty or equal to the auto code'", () => {
    expect(couponBoxState(box({ input: "SAVE20", coupon: "SAVE20", loadingCoupon: true }))).toEqual({
      button: "apply",
      disabled: true,
      inputError: false,
    });
    expect(couponBoxState(box({ input: "  ", autoCode: "HELLO5" })).disabled).toBe(true);
    expect(couponBoxState(box({ input: "hello5", coupon: "SAVE20", autoCode: "HELLO5" }))).toEqual({
      button: "apply",
      disabled: true,
      inputError: false,
    });
  });

  it("a code typed over an applied one is offered for applying", () => {
    expect(couponBoxState(box({ input: "WELCOME15", coupon: "HELLO5", autoCode: "HELLO5" }))).toEqual({
      button: "apply",
      disabled: false,
      inputError: false,
    });
  });

  it("'The input shows an error when the coupon is invalid and non-empty'", () => {
    expect(couponBoxState(box({ input: "SUMMER24", coupon: "SUMMER24", invalidCoupon: true }))).toEqual({
      button: "delete",
      disabled: false,
      inputError: true,
    });
    // Typing another code clears the flag from the input until that code is tried.
    expect(couponBoxState(box({ input: "SUMMER2", coupon: "SUMMER24", invalidCoupon: true })).inputError).toBe(false);
  });

  it("a refused auto code is not 'Coupon Applied': Apply stays disabled and the input flagged", () => {
    expect(couponBoxState(box({ input: "HELLO5", coupon: "HELLO5", invalidCoupon: true, autoCode: "HELLO5" }))).toEqual({
      button: "apply",
      disabled: true,
      inputError: true,
    });
  });
});

describe("autoCouponCode and shouldAutoApply ('applied on load if the input is empty')", () => {
  it("takes the c query parameter before coupon_auto_apply", () => {
    expect(autoCouponCode("welcome15", "HELLO5")).toBe("WELCOME15");
    expect(autoCouponCode(null, "hello5")).toBe("HELLO5");
    expect(autoCouponCode("", " ")).toBeNull();
  });

  it("applies only while both the cart's coupon and the input are empty", () => {
    expect(shouldAutoApply({ autoCode: "HELLO5", coupon: "", typed: "" })).toBe(true);
    expect(shouldAutoApply({ autoCode: "HELLO5", coupon: "SAVE20", typed: "SAVE20" })).toBe(false);
    expect(shouldAutoApply({ autoCode: "HELLO5", coupon: "", typed: "SA" })).toBe(false);
    expect(shouldAutoApply({ autoCode: null, coupon: "", typed: "" })).toBe(false);
  });
});
