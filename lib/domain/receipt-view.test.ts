import { hasFreeDelivery } from "./receipt";
import { receiptView } from "./receipt-view";
import { demoMoney, englishLabels, line, testOrder } from "./test-fixtures";

/** A delivery order at the demo venue, every amount worked out by hand (001 section 9). */
const delivery = testOrder({
  line_items: [
    line("Shakshuka", "42.000", 2, { product_variation: "Extra egg", special_instructions: "No onions" }),
    line("Flat white", "22.000", 1),
    line("Hummus", "28.000", 1, { status: "Deleted" }),
  ],
  // 2 x 42 + 22 = 106; the deleted Hummus is not charged.
  sub_total: "106.000",
  // VAT 5 % of 106 = 5.30; the service fee is fixed at 2.
  taxes: [
    { id: 1, name: "VAT 5%", amount: "5.300" },
    { id: 2, name: "Service fee", amount: "2.000" },
  ],
  // FREEDEL: free delivery from 60, no amount off: the zone's 5.00 is struck through, not charged.
  delivery_fees: "5.000",
  discounts: [
    { name: "FREEDEL", amount_value: "0.000", free_delivery: true },
    { name: "HELLO5", amount_value: "5.300", free_delivery: false },
  ],
  additional_data: {
    tips_amount: "3.000",
    iiko_loyalty_discounts: [{ name: "Member price", discounts: [{ discountSum: "1.500" }, { discountSum: "0.500" }] }],
  },
  // 106 - 2 (loyalty) + 5.30 + 2 - 5.30 + 3 = 109.00
  total: "109.000",
  payments: [
    { payment_type: "card", amount: "100.000" },
    { payment_type: "cash", amount: "20.000" },
  ],
  balance_due: "0.000",
  change: "11.000",
  order_comments: "  Ring twice  ",
});

describe("receiptView (001 section 2)", () => {
  const view = receiptView(delivery, demoMoney, "en", englishLabels);

  it("lists every amount row in the specification's order with the venue's currency and decimals", () => {
    expect(view.rows.map((row) => [row.kind, row.label, row.amount.text])).toEqual([
      ["subtotal", "Subtotal", "AED 106.00"],
      ["loyalty", "Member price", "-AED 2.00"],
      ["tax", "VAT 5%", "AED 5.30"],
      ["tax", "Service fee", "AED 2.00"],
      ["delivery", "Delivery Fees", "AED 5.00"],
      ["discount", "Discount (HELLO5)", "-AED 5.30"],
      ["tips", "Tips", "AED 3.00"],
      ["total", "Total", "AED 109.00"],
      ["payment", "Online Payments", "AED 100.00"],
      ["payment", "Cash", "AED 20.00"],
      ["balance", "Balance Due", "AED 0.00"],
      ["change", "Change", "AED 11.00"],
    ]);
  });

  it("strikes the delivery fee through when a free-delivery discount exists, and nothing else", () => {
    expect(view.rows.filter((row) => row.struck).map((row) => row.kind)).toEqual(["delivery"]);
    expect(hasFreeDelivery(delivery)).toBe(true);
    const charged = receiptView(testOrder({ delivery_fees: "5.000" }), demoMoney, "en", englishLabels);
    expect(charged.rows.find((row) => row.kind === "delivery")?.struck).toBe(false);
  });

  it("shows the alternate currency once, on the total (amount x 0.2723, 2 decimals; issue 28)", () => {
    // 109 x 0.2723 = 29.6807
    expect(view.rows.find((row) => row.kind === "total")?.amount.alt).toBe("US$29.68");
    expect(view.rows.filter((row) => row.amount.alt !== null).map((row) => row.kind)).toEqual(["total"]);
    expect(view.lines.filter((line) => line.price.alt !== null)).toEqual([]);
  });

  it("prices each line as unit price times quantity and strikes Deleted lines through", () => {
    expect(view.lines.map((entry) => [entry.quantity, entry.name, entry.price.text, entry.deleted])).toEqual([
      ["2", "Shakshuka", "AED 84.00", false],
      ["1", "Flat white", "AED 22.00", false],
      ["1", "Hummus", "AED 28.00", true],
    ]);
    expect(view.lines[0]?.details).toEqual(["Extra egg", "No onions"]);
  });

  it("trims the order comments and leaves them out when empty", () => {
    expect(view.orderComments).toBe("Ring twice");
    expect(receiptView(testOrder(), demoMoney, "en", englishLabels).orderComments).toBeNull();
  });

  it("keeps subtotal and total but leaves out rows that would read 0", () => {
    const plain = receiptView(
      testOrder({ sub_total: "30.000", total: "30.000", taxes: [{ id: 3, name: "", amount: "0.000" }] }),
      demoMoney,
      "en",
      englishLabels,
    );
    expect(plain.rows.map((row) => row.kind)).toEqual(["subtotal", "total"]);
  });

  it("falls back to the Taxes and Loyalty Discounts labels for nameless entries", () => {
    const nameless = receiptView(
      testOrder({
        taxes: [{ id: 1, name: "", amount: "1.000" }],
        additional_data: { tips_amount: 0, iiko_loyalty_discounts: [{ name: "", discounts: [{ discountSum: 2 }] }] },
      }),
      demoMoney,
      "en",
      englishLabels,
    );
    expect(nameless.rows.map((row) => row.label)).toEqual(["Subtotal", "Loyalty Discounts", "Taxes", "Total"]);
  });

  it("uses Arabic-Indic digits in Arabic when the menu enables them", () => {
    const arabic = receiptView(delivery, demoMoney, "ar", englishLabels);
    expect(arabic.rows[0]?.amount.text).toBe("AED ١٠٦٫٠٠");
    expect(arabic.lines[0]?.quantity).toBe("٢");
  });

  it("names combo choices on their line", () => {
    const combo = receiptView(
      testOrder({
        line_items: [
          line("Shawarma meal", "49.000", 1, { combo_groups: [{ id: 7, name: "Drink", products: [{ id: 221, name: "Karak chai" }] }] }),
        ],
      }),
      demoMoney,
      "en",
      englishLabels,
    );
    expect(combo.lines[0]?.details).toEqual(["Drink: Karak chai"]);
  });
});
