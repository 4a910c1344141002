import fc from "fast-check";
import { balanceDue, changeDue, paidAmount } from "./balance";

describe("balance due and change", () => {
  const payments = [
    { amount: 20_000, status: "PAID" },
    { amount: 15_500, status: "PENDING" },
    { amount: 4_000, status: "FAILED" },
  ];

  it("counts only paid payments", () => {
    expect(paidAmount(payments)).toBe(20_000);
    expect(balanceDue(50_000, payments)).toBe(30_000);
    expect(changeDue(50_000, payments)).toBe(0);
  });

  it("gives change, not a negative balance, when payments exceed the total", () => {
    expect(balanceDue(18_000, payments)).toBe(0);
    expect(changeDue(18_000, payments)).toBe(2_000);
  });

  it("always accounts for the whole total", () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.array(fc.nat(1_000_000)), (total, amounts) => {
        const paid = amounts.map((amount) => ({ amount, status: "PAID" }));
        expect(balanceDue(total, paid) - changeDue(total, paid)).toBe(total - paidAmount(paid));
      }),
    );
  });
});
