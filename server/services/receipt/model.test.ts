import { order as orderSchema } from "@/lib/api/schemas/order";
import { receiptView } from "@/lib/domain/receipt-view";
import type { OrderView } from "../orders/view";
import { loadReceiptLabels } from "./labels";
import { RECEIPT_MAX_ITEMS, RECEIPT_TEXT_CAPS } from "./limits";
import { buildReceipt, type ReceiptVenue } from "./model";

const venue: ReceiptVenue = { name: "Test Venue", timezone: "Asia/Dubai", money: { currency: "AED", price_decimal_places: 2 } };

function order(extra: Partial<OrderView> = {}): OrderView {
  return {
    uuid: "6f1c2d3e-4a5b-4c6d-8e7f-001122334455",
    menu: 100,
    status: "pending",
    created: "2026-06-01T12:05:00.000Z",
    status_changes: [{ status: "pending", at: "2026-06-01T12:05:00.000Z" }],
    padded_order_id: "000012",
    customer_name: "Guest",
    phone: "",
    email: "",
    order_type: "delivery",
    payment_type: "cash",
    currency: "AED",
    language: "en",
    discounts: [],
    discount: 0,
    delivery_fees: 7.5,
    total: 37.5,
    sub_total: 30,
    line_items: [
      {
        id: 1,
        product: 11,
        product_sku: "TEA",
        product_name: "Tea",
        product_variation: "Size: Large",
        variations: [101],
        combo_groups: [],
        product_price: 11,
        product_price_currency: "AED",
        quantity: 2,
        special_instructions: "No sugar",
        cart_uuid: null,
        added_by: "",
        tab_guest_number: null,
        status: "Active",
      },
      {
        id: 2,
        product: 12,
        product_sku: "CAKE",
        product_name: "Cake",
        product_variation: "",
        variations: [],
        combo_groups: [],
        product_price: 20,
        product_price_currency: "AED",
        quantity: 1,
        special_instructions: "",
        cart_uuid: null,
        added_by: "",
        tab_guest_number: null,
        status: "Deleted",
      },
      {
        id: 3,
        product: 21,
        product_sku: "MEAL",
        product_name: "Meal deal",
        product_variation: "",
        variations: [],
        combo_groups: [{ id: 7, name: "Side", products: [{ id: 12, name: "Cake", variations: [] }] }],
        product_price: 8,
        product_price_currency: "AED",
        quantity: 1,
        special_instructions: "",
        cart_uuid: null,
        added_by: "",
        tab_guest_number: null,
        status: "Active",
      },
    ],
    taxes: [
      { id: 1, name: "VAT", amount: 1.5 },
      { id: 2, name: "Service", amount: 1 },
    ],
    order_comments: "  Ring twice  ",
    additional_data: { tips_amount: 0, iiko_loyalty_discounts: [] },
    payments: [],
    split_payments: [],
    balance_due: 37.5,
    change: 0,
    payment_url: null,
    online_payment_status: null,
    common_order: false,
    origin_label: null,
    origin_type: null,
    coupon: null,
    ...extra,
  };
}

describe("buildReceipt (001 section 2 receipt)", () => {
  it("lists date, order number, lines with unit price times quantity, and the totals in the specification's order", async () => {
    const receipt = buildReceipt(order(), venue, await loadReceiptLabels("en"), "en");
    expect(receipt.title).toBe("Order #000012");
    expect(receipt.facts).toEqual([
      { label: "Date", value: "Jun 1, 2026, 4:05 PM" },
      { label: "Order", value: "#000012" },
    ]);
    expect(receipt.cancelledNotice).toBeNull();
    expect(receipt.columns).toEqual({ qty: "Qty", product: "Product", price: "Price" });
    expect(receipt.lines).toEqual([
      { qty: "2", product: "Tea", details: ["Size: Large", "No sugar"], price: "AED 22.00", struck: false },
      { qty: "1", product: "Cake", details: [], price: "AED 20.00", struck: true },
      { qty: "1", product: "Meal deal", details: ["Side: Cake"], price: "AED 8.00", struck: false },
    ]);
    expect(receipt.totals).toEqual([
      { label: "Subtotal", value: "AED 30.00" },
      { label: "VAT", value: "AED 1.50" },
      { label: "Service", value: "AED 1.00" },
      { label: "Delivery Fees", value: "AED 7.50" },
      { label: "Total", value: "AED 37.50", emphasis: true },
    ]);
    expect(receipt.comments).toEqual({ label: "Order Comments", text: "Ring twice" });
    expect(receipt.fileName).toBe("order-000012.pdf");
  });

  it("strikes the delivery fee through under a free-delivery discount, and lists loyalty discounts, discounts, tips and payments", async () => {
    const receipt = buildReceipt(
      order({
        discounts: [
          { name: "FREESHIP", amount_value: 0, free_delivery: true },
          { name: "TENOFF", amount_value: 3, free_delivery: false },
        ],
        discount: 3,
        additional_data: {
          tips_amount: 2,
          iiko_loyalty_discounts: [{ name: "Happy hour", discounts: [{ discountSum: 1.25 }, { discountSum: "0.750" }] }],
        },
        payments: [
          { payment_type: "card", amount: 20 },
          { payment_type: "blue_wallet", amount: 25 },
        ],
        total: 36.5,
        balance_due: 0,
        change: 8.5,
      }),
      venue,
      await loadReceiptLabels("en"),
      "en",
    );
    expect(receipt.totals).toEqual([
      { label: "Subtotal", value: "AED 30.00" },
      { label: "Happy hour", value: "-AED 2.00" },
      { label: "VAT", value: "AED 1.50" },
      { label: "Service", value: "AED 1.00" },
      { label: "Delivery Fees", value: "AED 7.50", struck: true },
      { label: "Discount (TENOFF)", value: "-AED 3.00" },
      { label: "Tips", value: "AED 2.00" },
      { label: "Total", value: "AED 36.50", emphasis: true },
      { label: "Online Payments", value: "AED 20.00" },
      { label: "Blue Wallet", value: "AED 25.00" },
      { label: "Balance Due", value: "AED 0.00", emphasis: true },
      { label: "Change", value: "AED 8.50" },
    ]);
  });

  it("shows the cancelled notice for rejected and canceled orders only", async () => {
    const labels = await loadReceiptLabels("en");
    for (const status of ["rejected", "canceled"]) {
      expect(buildReceipt(order({ status }), venue, labels, "en").cancelledNotice).toBe(
        "Order canceled, please contact our staff for assistance.",
      );
    }
    for (const status of ["pending", "accepted", "preparing", "fulfilled"]) {
      expect(buildReceipt(order({ status }), venue, labels, "en").cancelledNotice).toBeNull();
    }
  });

  it("writes Arabic labels right to left, with Arabic-Indic digits when the menu enables them", async () => {
    const arabic = { ...venue, money: { ...venue.money, enable_arabic_numerals: true, price_decimal_places: 3 } };
    const receipt = buildReceipt(order(), arabic, await loadReceiptLabels("ar"), "ar");
    expect(receipt.direction).toBe("rtl");
    expect(receipt.title).toBe("الطلب #٠٠٠٠١٢");
    expect(receipt.columns).toEqual({ qty: "الكمية", product: "المنتج", price: "السعر" });
    // Three places asked, but the dirham has two (ISO 4217): the receipt shows what is charged (issue 24 item 4).
    expect(receipt.lines[0]).toMatchObject({ qty: "٢", price: "AED ٢٢٫٠٠" });
    expect(receipt.totals.at(-1)).toEqual({ label: "الإجمالي", value: "AED ٣٧٫٥٠", emphasis: true });
    expect(receipt.facts[0]?.value).toMatch(/^[٠-٩]{2}\u200F?\/[٠-٩]{2}\u200F?\/[٠-٩]{4}/);
  });

  it("takes the venue's ui_strings over the catalogue's labels", async () => {
    const labels = await loadReceiptLabels("en", {
      ui_str_total: "Grand total",
      ui_str_cash: "Cash at counter",
      ui_str_qty: "#",
      ui_str_tips: " ",
    });
    expect([labels.total, labels.paymentTypes.cash, labels.qty, labels.tips]).toEqual(["Grand total", "Cash at counter", "#", "Tips"]);
  });

  it("cuts texts of older rows at their field's contract maximum, with an ellipsis, and lists at most 100 lines", async () => {
    const base = order().line_items[0];
    if (!base) throw new Error("fixture has a line");
    const huge = order({
      order_comments: `Ring ${"x".repeat(10_000_000)}`,
      taxes: [{ id: 1, name: "V".repeat(5_000), amount: 1.5 }],
      line_items: Array.from({ length: 150 }, (_, i) => ({
        ...base,
        id: i,
        product_name: "P".repeat(1_000),
        special_instructions: "no ice ".repeat(1_000),
      })),
    });
    const receipt = buildReceipt(huge, { ...venue, name: "N".repeat(1_000) }, await loadReceiptLabels("en"), "en");
    expect(receipt.comments?.text).toBe(`Ring ${"x".repeat(RECEIPT_TEXT_CAPS.order_comments - 5)}…`);
    expect(receipt.lines).toHaveLength(RECEIPT_MAX_ITEMS);
    expect(receipt.lines[0]?.product).toBe(`${"P".repeat(RECEIPT_TEXT_CAPS.product_name)}…`);
    expect(receipt.lines[0]?.details[1]).toBe(`${"no ice ".repeat(1_000).slice(0, RECEIPT_TEXT_CAPS.special_instructions).trimEnd()}…`);
    expect(receipt.totals[1]?.label).toBe(`${"V".repeat(RECEIPT_TEXT_CAPS.tax_name)}…`);
    expect(receipt.venueName).toHaveLength(RECEIPT_TEXT_CAPS.venue_text + 1);
  });

  it("leaves texts at their contract maximum whole", async () => {
    const comments = "c".repeat(RECEIPT_TEXT_CAPS.order_comments);
    expect(buildReceipt(order({ order_comments: comments }), venue, await loadReceiptLabels("en"), "en").comments?.text).toBe(comments);
  });
});

describe("one receipt for the screen and the PDF (issue 15)", () => {
  // The screen said 'Discount (WELCOME10)' and hid a zero tax; the PDF said 'WELCOME10' and 'Service AED 0.00'.
  it.each(["en", "ar"] as const)("shows the same rows and lines for the same order (%s)", async (lang) => {
    const view = order({
      discounts: [{ name: "WELCOME10", amount_value: 3, free_delivery: true }],
      taxes: [
        { id: 1, name: "VAT", amount: 1.5 },
        { id: 2, name: "Service", amount: 0 },
      ],
      additional_data: { tips_amount: 2, iiko_loyalty_discounts: [{ name: "Coffee club", discounts: [{ discountSum: 1.25 }] }] },
      payments: [{ payment_type: "card", amount: 20 }],
      balance_due: 17.5,
      change: 0,
    });
    const labels = await loadReceiptLabels(lang);
    const money = { ...venue.money, enable_arabic_numerals: true };
    const pdf = buildReceipt(view, { ...venue, money }, labels, lang);
    // What the order screen reads: the venue API's answer through the contract.
    const screen = receiptView(orderSchema.parse(JSON.parse(JSON.stringify(view))), money, lang, labels);
    expect(screen.rows.map((row) => [row.label, row.amount.text])).toEqual(pdf.totals.map((row) => [row.label, row.value]));
    expect(screen.rows.map((row) => row.struck)).toEqual(pdf.totals.map((row) => row.struck === true));
    expect(screen.lines.map((line) => [line.quantity, line.name, line.details, line.price.text, line.deleted])).toEqual(
      pdf.lines.map((line) => [line.qty, line.product, line.details, line.price, line.struck]),
    );
    expect(pdf.totals.map((row) => row.label)).not.toContain("Service");
  });
});
