import { createMemoryRateLimiter } from "./rate-limit";

describe("rate limiter", () => {
  it("allows the limit per window, per bucket and client, then refuses until the window ends", () => {
    let time = 0;
    const limiter = createMemoryRateLimiter(
      { coupon: { limit: 2, windowMs: 1000 }, employee: { limit: 1, windowMs: 1000 }, otp: { limit: 1, windowMs: 1000 }, submission: { limit: 1, windowMs: 1000 } },
      () => time,
    );
    expect([limiter.hit("coupon", "a"), limiter.hit("coupon", "a"), limiter.hit("coupon", "a")]).toEqual([true, true, false]);
    expect(limiter.hit("coupon", "b")).toBe(true);
    expect(limiter.hit("otp", "a")).toBe(true);
    time = 1000;
    expect(limiter.hit("coupon", "a")).toBe(true);
  });
});
