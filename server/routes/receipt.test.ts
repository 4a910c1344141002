import { changeOrderStatus } from "../services/order-status";
import { systemReceiptFonts } from "../services/receipt/fonts";
import { readPdfText } from "../test/receipt-pdf-reader";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { cake, draft, newKey, tea } from "../test/orders-test-kit";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
}, 60_000);
afterAll(() => api.close());

const reversed = (text: string) => Array.from(text).reverse().join("");

async function createOrder() {
  const lines = [tea("large", { quantity: 2, special_instructions: "No sugar" }), cake()];
  const { uuid } = await api.client.createOrder("en", draft(lines, { order_comments: "Ring twice" }), {
    idempotencyKey: newKey("receipt"),
  });
  return api.client.getOrder("en", uuid);
}

async function receipt(path: string) {
  const response = await api.http(path);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, text: () => readPdfText(body) };
}

describe("GET /{lang}/orders/{uuid}/print/order.pdf (001 sections 2, 7)", () => {
  it("answers the receipt as an inline PDF named after the order number", async () => {
    const order = await createOrder();
    const { response, body, text } = await receipt(`/en/orders/${order.uuid}/print/order.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="order-${order.padded_order_id}.pdf"`);
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    const shown = text();
    // Tea 10 − 10 % + Large 2 = 11.00 a cup, two cups; Cake 20.00 (the fixture's prices, re-priced by the server).
    for (const expected of [
      `Order #${order.padded_order_id}`,
      "Test Venue",
      "Tea",
      "Large",
      "No sugar",
      "AED 22.00",
      "Cake",
      "AED 20.00",
      "Subtotal",
      `AED ${order.sub_total.toFixed(2)}`,
      "VAT",
      "Total",
      `AED ${order.total.toFixed(2)}`,
      "Order Comments",
      "Ring twice",
    ]) {
      expect(shown).toContain(expected);
    }
    expect(shown).not.toContain("Order canceled, please contact our staff for assistance.");
  });

  it("shows the cancelled notice once the order is canceled", async () => {
    const order = await createOrder();
    await changeOrderStatus(api.deps, order.uuid, "canceled");
    const { text } = await receipt(`/en/orders/${order.uuid}/print/order.pdf`);
    expect(text()).toContain("Order canceled, please contact our staff for assistance.");
  });

  it("labels the receipt in the request language", async () => {
    const order = await createOrder();
    const arabic = await receipt(`/ar/orders/${order.uuid}/print/order.pdf`);
    expect(arabic.response.status).toBe(200);
    if (systemReceiptFonts().covers("المنتج")) expect(arabic.text()).toContain(reversed("المنتج"));
    const japanese = (await receipt(`/ja/orders/${order.uuid}/print/order.pdf`)).text();
    // Without a CJK font on the machine the labels fall back to English rather than print empty boxes.
    expect(japanese).toContain(systemReceiptFonts().covers("合計") ? "合計" : "Total");
  });

  it("answers 404 for an unknown or malformed order id, and 400 for an unknown language", async () => {
    const unknown = await api.http("/en/orders/00000000-0000-4000-8000-000000000000/print/order.pdf");
    expect([unknown.status, await unknown.json()]).toEqual([404, { detail: "Order not found." }]);
    expect((await api.http("/en/orders/12/print/order.pdf")).status).toBe(404);
    const order = await createOrder();
    const language = await api.http(`/xx/orders/${order.uuid}/print/order.pdf`);
    expect(language.status).toBe(400);
    expect(await language.json()).toMatchObject({ errors: { lang: expect.any(Array) } });
  });
});
