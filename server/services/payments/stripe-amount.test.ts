import { toMilli } from "@/lib/domain/money";
import { stripeAmount } from "./stripe-amount";

describe("stripeAmount: Stripe's minor units", () => {
  it("takes two-decimal currencies in hundredths (AED 84.42 -> 8442)", () => {
    expect(stripeAmount(toMilli("84.42"), "AED")).toBe(8442);
    expect(stripeAmount(toMilli("12.600"), "aed")).toBe(1260);
    expect(stripeAmount(toMilli("0.005"), "USD")).toBe(1);
    expect(stripeAmount(toMilli("10"), "EUR")).toBe(1000);
  });

  it("takes zero-decimal currencies in whole units (JPY 1500 -> 1500)", () => {
    expect(stripeAmount(toMilli("1500"), "JPY")).toBe(1500);
    expect(stripeAmount(toMilli("1500.5"), "JPY")).toBe(1501);
    expect(stripeAmount(toMilli("999"), "krw")).toBe(999);
  });

  it("takes three-decimal currencies in thousandths ending in 0 (KWD 5.124 -> 5120, 5.125 -> 5130)", () => {
    expect(stripeAmount(toMilli("5.124"), "KWD")).toBe(5120);
    expect(stripeAmount(toMilli("5.125"), "KWD")).toBe(5130);
    expect(stripeAmount(toMilli("12.340"), "BHD")).toBe(12340);
    expect(stripeAmount(toMilli("3.5"), "OMR")).toBe(3500);
    expect(stripeAmount(toMilli("0.001"), "JOD")).toBe(0);
  });

  it("always answers an integer whose last digit is 0 for three-decimal currencies", () => {
    for (let milli = 0; milli < 2000; milli += 7) {
      const minor = stripeAmount(milli, "KWD");
      expect(Number.isInteger(minor)).toBe(true);
      expect(minor % 10).toBe(0);
      expect(Math.abs(minor - milli)).toBeLessThanOrEqual(5);
    }
  });
});
