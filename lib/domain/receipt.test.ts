import { hasFreeDelivery, receiptLines, receiptRows, type ReceiptOrder } from "./receipt";
import { englishLabels } from "./test-fixtures";

const line = (product_name: string, product_price: number, quantity: number, extra: Partial<ReceiptOrder["line_items"][number]> = {}) => ({
  product_name,
  product_price,
  quantity,
  product_variation: "",
  special_instructions: "",
  combo_groups: [],
  ...extra,
});

const nothing: ReceiptOrder = {
  sub_total: 0,
  taxes: [],
  delivery_fees: 0,
  discounts: [],
  total: 0,
  payments: [],
  balance_due: 0,
  change: 0,
  tips_amount: 0,
  loyalty: [],
  line_items: [],
};

/**
 * A delivery order priced at three decimals (001 section 9: totals are computed at 3 decimals),
 * every amount worked out by hand.
 */
const order: ReceiptOrder = {
  ...nothing,
  line_items: [
    line("Karak", 0.35, 3, { id: 1, product_variation: "Large", special_instructions: "Less sugar" }),
    line("Meal deal", 2.125, 1, {
      id: 2,
      combo_groups: [
        { name: "Side", products: [{ name: "Fries" }] },
        { name: "Drinks", products: [{ name: "Cola" }, { name: null }, { name: "Water" }] },
      ],
    }),
    line("Hummus", 1, 2, { id: 3, status: "deleted" }),
  ],
  // Subtotal = sum of unit price times quantity: 0.350 x 3 + 2.125 = 3.175 (the deleted Hummus is not charged).
  sub_total: 3.175,
  loyalty: [
    { name: "Members", discounts: [{ discountSum: 0.105 }, { discountSum: 0.05 }] },
    { name: "Nothing today", discounts: [{ discountSum: 0 }] },
  ],
  // 5 % of 3.175 - 0.155 = 3.020 is 0.151.
  taxes: [
    { id: 7, name: "VAT 5%", amount: 0.151 },
    { id: 8, name: "Zero-rated", amount: 0 },
  ],
  // Free delivery: the fee is shown struck through, not charged.
  delivery_fees: 0.5,
  discounts: [
    { name: "FREESHIP", amount_value: 0, free_delivery: true },
    { name: "SAVE10", amount_value: 0.302, free_delivery: false },
  ],
  tips_amount: 0.25,
  // 3.175 - 0.155 + 0.151 - 0.302 + 0.250 = 3.119
  total: 3.119,
  payments: [
    { payment_type: "blue_wallet", amount: 2 },
    { payment_type: "machine", amount: 1.5 },
  ],
  balance_due: 0,
  // 3.500 paid - 3.119 = 0.381
  change: 0.381,
};

describe("receiptRows (001 section 2)", () => {
  it("lists subtotal, loyalty discounts, taxes, delivery fees, discounts, tips, total, payments, balance due and change, in thousandths", () => {
    expect(receiptRows(order, englishLabels).map((row) => [row.kind, row.label, row.amount])).toEqual([
      ["subtotal", "Subtotal", 3175],
      ["loyalty", "Members", -155],
      ["tax", "VAT 5%", 151],
      ["delivery", "Delivery Fees", 500],
      ["discount", "Discount (SAVE10)", -302],
      ["tips", "Tips", 250],
      ["total", "Total", 3119],
      ["payment", "Blue Wallet", 2000],
      ["payment", "Card Machine", 1500],
      ["balance", "Balance Due", 0],
      ["change", "Change", 381],
    ]);
  });

  it("strikes the delivery fee through when a free-delivery discount exists, and emphasises the total and the balance due", () => {
    const rows = receiptRows(order, englishLabels);
    expect(rows.filter((row) => row.struck).map((row) => row.kind)).toEqual(["delivery"]);
    expect(rows.filter((row) => row.emphasis).map((row) => row.kind)).toEqual(["total", "balance"]);
    expect(hasFreeDelivery(order)).toBe(true);
    expect(hasFreeDelivery({ discounts: [{ name: "SAVE10", amount_value: 0.302, free_delivery: false }] })).toBe(false);
  });

  it("keeps subtotal and total at 0, and shows balance due only once anything is paid", () => {
    expect(receiptRows(nothing, englishLabels).map((row) => [row.kind, row.amount])).toEqual([
      ["subtotal", 0],
      ["total", 0],
    ]);
    const cash = { ...nothing, sub_total: 4, total: 4, payments: [{ payment_type: "cash", amount: 1 }], balance_due: 3 };
    expect(receiptRows(cash, englishLabels).map((row) => [row.label, row.amount])).toEqual([
      ["Subtotal", 4000],
      ["Total", 4000],
      ["Cash", 1000],
      ["Balance Due", 3000],
    ]);
  });

  it("names a payment type it has no label for as it is, and a nameless discount, tax or loyalty entry by its label", () => {
    const unnamed = {
      ...nothing,
      taxes: [{ name: " ", amount: 1 }],
      discounts: [{ name: "", amount_value: 1, free_delivery: false }],
      loyalty: [{ name: "", discounts: [{ discountSum: 1 }] }],
      payments: [{ payment_type: "voucher", amount: 1 }],
    };
    expect(receiptRows(unnamed, englishLabels).map((row) => row.label)).toEqual([
      "Subtotal",
      "Loyalty Discounts",
      "Taxes",
      "Discount",
      "Total",
      "voucher",
      "Balance Due",
    ]);
  });

  it("hands only the venue's own texts to venueText, saying which each is", () => {
    const seen: string[] = [];
    const rows = receiptRows(order, englishLabels, (text, kind) => (seen.push(`${kind}:${text}`), text.slice(0, 3)));
    expect(seen).toEqual(["loyalty:Members", "tax:VAT 5%", "discount:SAVE10"]);
    expect(rows.map((row) => row.label).slice(0, 5)).toEqual(["Subtotal", "Mem", "VAT", "Delivery Fees", "Discount (SAV)"]);
  });
});

describe("receiptLines (001 section 2)", () => {
  it("prices each line as unit price times quantity in thousandths, and marks Deleted lines", () => {
    expect(receiptLines(order).map((entry) => [entry.key, entry.quantity, entry.name, entry.price, entry.deleted])).toEqual([
      ["1", 3, "Karak", 1050, false],
      ["2", 1, "Meal deal", 2125, false],
      ["3", 2, "Hummus", 2000, true],
    ]);
  });

  it("details the variation, each combo group's products and the special instructions, in that order", () => {
    expect(receiptLines(order).map((entry) => entry.details)).toEqual([
      ["Large", "Less sugar"],
      ["Side: Fries", "Drinks: Cola, Water"],
      [],
    ]);
  });

  it("keys a line by its id, else its cart uuid, else its place", () => {
    const keys = receiptLines({ line_items: [line("A", 1, 1, { id: 9 }), line("B", 1, 1, { cart_uuid: "c-1" }), line("C", 1, 1)] });
    expect(keys.map((entry) => entry.key)).toEqual(["9", "c-1", "2"]);
  });
});
