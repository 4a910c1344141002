import { offersFeedbackForm } from "./order-feedback";

describe("offersFeedbackForm (001 section 2: the feedback form after a successful order)", () => {
  const placed = { hasForm: true, cancelled: false, paymentState: "at_venue" as const };

  it("shows after an order paid at the venue or online", () => {
    expect(offersFeedbackForm(placed)).toBe(true);
    expect(offersFeedbackForm({ ...placed, paymentState: "paid" })).toBe(true);
  });

  it("waits while an online payment is outstanding or failed", () => {
    expect(offersFeedbackForm({ ...placed, paymentState: "awaiting" })).toBe(false);
    expect(offersFeedbackForm({ ...placed, paymentState: "failed" })).toBe(false);
  });

  it("never shows for a cancelled order or a venue without a form", () => {
    expect(offersFeedbackForm({ ...placed, cancelled: true })).toBe(false);
    expect(offersFeedbackForm({ ...placed, hasForm: false })).toBe(false);
  });
});
