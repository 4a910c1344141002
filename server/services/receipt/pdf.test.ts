import { findReceiptFonts, systemReceiptFonts } from "./fonts";
import { loadReceiptLabels } from "./labels";
import { buildReceipt, type ReceiptModel } from "./model";
import { emptyRenderStats, renderReceiptPdf } from "./pdf";
import { RECEIPT_MAX_PAGES } from "./limits";
import { readPdfText } from "../../test/receipt-pdf-reader";
import type { OrderView } from "../orders/view";

const view: OrderView = {
  uuid: "6f1c2d3e-4a5b-4c6d-8e7f-001122334455",
  menu: 100,
  status: "canceled",
  created: "2026-06-01T12:05:00.000Z",
  status_changes: [{ status: "pending", at: "2026-06-01T12:05:00.000Z" }],
  padded_order_id: "000012",
  customer_name: "Guest",
  phone: "",
  email: "",
  order_type: "takeaway",
  payment_type: "cash",
  currency: "AED",
  language: "en",
  discounts: [],
  discount: 0,
  delivery_fees: 0,
  total: 22,
  sub_total: 22,
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
      special_instructions: "",
      cart_uuid: null,
      added_by: "",
      tab_guest_number: null,
      status: "Active",
    },
  ],
  taxes: [],
  order_comments: "Ring twice",
  additional_data: { tips_amount: 0, iiko_loyalty_discounts: [] },
  payments: [],
  split_payments: [],
  balance_due: 22,
  change: 0,
  payment_url: null,
  online_payment_status: null,
  common_order: false,
  origin_label: null,
  origin_type: null,
  coupon: null,
};
const venue = { name: "Test Venue", timezone: "Asia/Dubai", money: { currency: "AED", price_decimal_places: 2 } };
const reversed = (text: string) => Array.from(text).reverse().join("");

async function model(lang: "en" | "ar", extra: Partial<OrderView> = {}): Promise<ReceiptModel> {
  return buildReceipt({ ...view, ...extra }, venue, await loadReceiptLabels(lang), lang);
}

describe("renderReceiptPdf", () => {
  it("writes a PDF whose text holds every receipt row", async () => {
    const pdf = await renderReceiptPdf(await model("en"), { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = readPdfText(pdf);
    for (const expected of [
      "Test Venue",
      "Order #000012",
      "Date",
      "Jun 1, 2026, 4:05 PM",
      "Order canceled, please contact our staff for assistance.",
      "Qty",
      "Product",
      "Price",
      "2",
      "Tea",
      "Size: Large",
      "AED 22.00",
      "Subtotal",
      "Total",
      "Order Comments",
      "Ring twice",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("reads the same once compressed", async () => {
    const pdf = await renderReceiptPdf(await model("en"));
    expect(pdf.toString("latin1")).toContain("/FlateDecode");
    expect(readPdfText(pdf)).toContain("Order #000012");
  });

  it("draws Arabic labels with a font that has the glyphs, in visual order", async () => {
    const fonts = systemReceiptFonts();
    const text = readPdfText(await renderReceiptPdf(await model("ar"), { compress: false }));
    if (!fonts.covers("المنتج")) {
      console.warn("No font with Arabic glyphs on this machine: Arabic receipt labels cannot be checked");
      return;
    }
    // Glyphs come out left to right: an Arabic word reads reversed, its letters mapped back from their joined forms.
    expect(text).toContain(reversed("المنتج"));
    expect(text).toContain(reversed("الكمية"));
    expect(text.join("\n")).not.toContain("\uFFFD");
  });

  it("falls back to Helvetica when no font file is found, for Latin text", async () => {
    const fonts = findReceiptFonts(() => false);
    expect(fonts.faces.map((face) => face.name)).toEqual(["Helvetica", "Helvetica-Bold"]);
    expect(fonts.covers("Order #000012")).toBe(true);
    expect(fonts.covers("الإجمالي")).toBe(false);
    const text = readPdfText(await renderReceiptPdf(await model("en"), { compress: false, fonts }));
    expect(text).toContain("Order #000012");
    expect(text).toContain("AED 22.00");
  });

  it("picks a CJK or Thai font for those scripts only when one is installed", () => {
    const none = findReceiptFonts((path) => path.includes("dejavu"));
    expect([none.covers("合计"), none.covers("ยอดรวม"), none.covers("Итого"), none.covers("סה״כ")]).toEqual([false, false, true, true]);
    const all = findReceiptFonts((path) => path.includes("dejavu") || path.includes("Droid") || path.includes("Garuda.otf"));
    expect([all.covers("合计"), all.faceFor("合计", "bold"), all.faceFor("ยอดรวม", "regular"), all.faceFor("Total", "bold")]).toEqual([
      true,
      "cjk",
      "thai",
      "sans-bold",
    ]);
  });

  it("stops at RECEIPT_MAX_PAGES pages, ending in a line with an ellipsis", async () => {
    const line = view.line_items[0];
    if (!line) throw new Error("fixture has a line");
    // 100 lines (the most an order holds), each with a 2000-character choice summary: far more than 20 pages.
    const many = Array.from({ length: 100 }, (_, i) => ({ ...line, id: i, product_variation: "Size: Large, Sugar: None. ".repeat(80) }));
    const stats = emptyRenderStats();
    const pdf = await renderReceiptPdf(await model("en", { line_items: many }), { compress: false, stats });
    expect(stats).toMatchObject({ pages: RECEIPT_MAX_PAGES, truncated: true });
    expect(pdf.toString("latin1").match(/\/Type \/Page(?!s)/g)).toHaveLength(RECEIPT_MAX_PAGES);
    expect(readPdfText(pdf).at(-1)).toBe("…");
  });

  it("gives the event loop a turn between drawn lines", async () => {
    const order: string[] = [];
    setImmediate(() => order.push("other work"));
    const stats = emptyRenderStats();
    await renderReceiptPdf(await model("en", { order_comments: "Ring twice. ".repeat(80) }), { stats, pacing: { sliceMs: 0 } });
    order.push("receipt");
    expect(order).toEqual(["other work", "receipt"]);
    expect(stats.yields).toBeGreaterThan(10);
  });

  it("draws the same text again from the fonts an earlier receipt parsed", async () => {
    const first = readPdfText(await renderReceiptPdf(await model("en"), { compress: false }));
    const second = readPdfText(await renderReceiptPdf(await model("en"), { compress: false }));
    expect(second).toEqual(first);
    expect(second).toContain("Ring twice");
  });
});
