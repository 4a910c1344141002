import { count, eq } from "drizzle-orm";
import { BODY_MAX_BYTES, LIST_MAX, ORDER_BODY_MAX_BYTES, QUANTITY_MAX, TEXT_MAX } from "@/lib/api/schemas/limits";
import { lineItems, orders } from "../db/schema";
import { cake, draft, line, mealDeal, MENU, newKey, orderCount, postOrder } from "../test/orders-test-kit";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

/**
 * Issue 10 item 2: 10 MB order bodies and PATCHes were accepted and stored, and names, comments
 * and special instructions had no maximum. Over the body limit is a 413, over a field's maximum a
 * 400 naming the field and the limit; nothing is written either way.
 */
let api: TestApi;
let orderUuid = "";

beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
  const created = await postOrder(api, draft([cake()]), { "Idempotency-Key": newKey() });
  orderUuid = String(created.body.uuid);
}, 60_000);
afterAll(() => api.close());

const linesOf = async (uuid: string) => {
  const [row] = await api.db.select({ n: count() }).from(lineItems).where(eq(lineItems.orderUuid, uuid));
  return Number(row?.n ?? 0);
};
const allOrders = async () => Number((await api.db.select({ n: count() }).from(orders))[0]?.n ?? 0);
const tenMegabytes = "x".repeat(10 * 1024 * 1024);

function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 256 * 1024) controller.enqueue(bytes.subarray(at, at + 256 * 1024));
      controller.close();
    },
  });
}

async function send(path: string, method: string, body: BodyInit, headers: Record<string, string> = {}) {
  const init: RequestInit & { duplex?: "half" } = { method, body, headers: { "Idempotency-Key": newKey(), ...headers } };
  if (body instanceof ReadableStream) init.duplex = "half";
  const response = await api.http(path, init);
  return { status: response.status, type: response.headers.get("content-type"), body: (await response.json()) as unknown };
}

describe("body size limit (413)", () => {
  const orderTooLarge = { detail: `Request body too large: at most ${ORDER_BODY_MAX_BYTES / 1024} KB.` };

  it("refuses a 10 MB order POST with 413 and stores nothing", async () => {
    const before = await allOrders();
    const answer = await send("/en/api/order/", "POST", JSON.stringify(draft([cake({ special_instructions: tenMegabytes })])));
    expect(answer).toEqual({ status: 413, type: "application/json", body: orderTooLarge });
    expect(await allOrders()).toBe(before);
  });

  it("refuses a 10 MB chunked order POST (no Content-Length) with 413 and stores nothing", async () => {
    const before = await allOrders();
    const answer = await send("/en/api/order/", "POST", chunked(JSON.stringify(draft([cake()], { order_comments: tenMegabytes }))));
    expect(answer).toEqual({ status: 413, type: "application/json", body: orderTooLarge });
    expect(await allOrders()).toBe(before);
  });

  it("refuses a 10 MB PATCH, sized or chunked, with 413 and adds no line", async () => {
    const before = await linesOf(orderUuid);
    const body = JSON.stringify({ line_items: [cake({ special_instructions: tenMegabytes })] });
    expect(await send(`/en/api/order/${orderUuid}/`, "PATCH", body)).toEqual({
      status: 413,
      type: "application/json",
      body: orderTooLarge,
    });
    expect(await send(`/en/api/order/${orderUuid}/`, "PATCH", chunked(body))).toEqual({
      status: 413,
      type: "application/json",
      body: orderTooLarge,
    });
    expect(await linesOf(orderUuid)).toBe(before);
  });

  it("gives every other call the smaller limit", async () => {
    const padding = "x".repeat(BODY_MAX_BYTES);
    const answer = await send(
      "/iiko/tips/loyalty/promotions/",
      "POST",
      chunked(JSON.stringify({ order_uuid: orderUuid, tips_amount: 1, padding })),
    );
    expect(answer).toEqual({
      status: 413,
      type: "application/json",
      body: { detail: `Request body too large: at most ${BODY_MAX_BYTES / 1024} KB.` },
    });
  });
});

/** An order with every text at its maximum: accepted, so the limits leave room for real carts. */
function longestOrder() {
  const text = (field: keyof typeof TEXT_MAX) => "x".repeat(TEXT_MAX[field]);
  const lines = Array.from({ length: LIST_MAX.line_items }, () =>
    cake({
      product_name: text("product_name"),
      product_sku: text("product_sku"),
      product_variation: text("product_variation"),
      special_instructions: text("special_instructions"),
      cart_uuid: text("cart_uuid"),
      quantity: 1,
    }),
  );
  return draft(lines, {
    customer_name: text("customer_name"),
    order_comments: text("order_comments"),
    address: text("address"),
    address_flat_no: text("address_part"),
    address_building_premise: text("address_part"),
    address_area_street: text("address_part"),
    address_landmark: text("address_part"),
    email: `${"e".repeat(64)}@${"d".repeat(63)}.${"d".repeat(63)}.${"d".repeat(57)}.ae`,
  });
}

describe("maximum length of every text, maximum count of every list (400 naming the field)", () => {
  it("accepts an order with every text at its maximum and 100 lines, under the order body limit", async () => {
    const body = longestOrder();
    expect(JSON.stringify(body).length).toBeLessThan(ORDER_BODY_MAX_BYTES);
    const answer = await postOrder(api, body, { "Idempotency-Key": newKey() });
    expect(answer.status).toBe(201);
    const [stored] = await api.db
      .select()
      .from(orders)
      .where(eq(orders.uuid, String(answer.body.uuid)));
    expect(stored?.customerName).toHaveLength(TEXT_MAX.customer_name);
    expect(stored?.orderComments).toHaveLength(TEXT_MAX.order_comments);
    expect(await linesOf(String(answer.body.uuid))).toBe(LIST_MAX.line_items);
  });

  const long = (field: keyof typeof TEXT_MAX) => "x".repeat(TEXT_MAX[field] + 1);
  const tooLong = (field: keyof typeof TEXT_MAX) => `Too long: at most ${TEXT_MAX[field]} characters`;
  const tooMany = (field: keyof typeof LIST_MAX) => `Too many: at most ${LIST_MAX[field]} items`;

  it.each([
    ["customer_name", { customer_name: long("customer_name") }, tooLong("customer_name")],
    ["address", { address: long("address") }, tooLong("address")],
    ["address_flat_no", { address_flat_no: long("address_part") }, tooLong("address_part")],
    ["address_building_premise", { address_building_premise: long("address_part") }, tooLong("address_part")],
    ["address_area_street", { address_area_street: long("address_part") }, tooLong("address_part")],
    ["address_landmark", { address_landmark: long("address_part") }, tooLong("address_part")],
    ["order_comments", { order_comments: long("order_comments") }, tooLong("order_comments")],
    ["coupon", { coupon: long("coupon_code") }, tooLong("coupon_code")],
    ["total_currency", { total_currency: long("currency") }, tooLong("currency")],
    ["origin_label", { origin_label: long("origin_label") }, tooLong("origin_label")],
    ["origin_type", { origin_type: long("origin_type") }, tooLong("origin_type")],
    ["taxes.0.name", { taxes: [{ id: 1, name: long("tax_name"), amount: 1 }] }, tooLong("tax_name")],
    ["additional_data.employee_id", { additional_data: { employee_id: long("employee_id") } }, tooLong("employee_id")],
    ["line_items.0.product_name", { line_items: [cake({ product_name: long("product_name") })] }, tooLong("product_name")],
    ["line_items.0.product_sku", { line_items: [cake({ product_sku: long("product_sku") })] }, tooLong("product_sku")],
    [
      "line_items.0.product_variation",
      { line_items: [cake({ product_variation: long("product_variation") })] },
      tooLong("product_variation"),
    ],
    [
      "line_items.0.special_instructions",
      { line_items: [cake({ special_instructions: long("special_instructions") })] },
      tooLong("special_instructions"),
    ],
    ["line_items.0.cart_uuid", { line_items: [cake({ cart_uuid: long("cart_uuid") })] }, tooLong("cart_uuid")],
    [
      "line_items.0.combo_groups.0.products.0.name",
      { line_items: [mealDeal({ combo_groups: [{ id: 7, products: [{ id: 12, name: long("product_name") }] }] })] },
      tooLong("product_name"),
    ],
    ["line_items", { line_items: Array.from({ length: LIST_MAX.line_items + 1 }, () => cake()) }, tooMany("line_items")],
    [
      "line_items.0.variations",
      { line_items: [line(11, { variations: Array.from({ length: LIST_MAX.variations + 1 }, () => 101) })] },
      tooMany("variations"),
    ],
    [
      "line_items.0.combo_groups",
      {
        line_items: [
          mealDeal({ combo_groups: Array.from({ length: LIST_MAX.combo_groups + 1 }, () => ({ id: 7, products: [{ id: 12 }] })) }),
        ],
      },
      tooMany("combo_groups"),
    ],
    ["taxes", { taxes: Array.from({ length: LIST_MAX.taxes + 1 }, () => ({ id: 1, name: "VAT", amount: 1 })) }, tooMany("taxes")],
    ["line_items.0.quantity", { line_items: [cake({ quantity: QUANTITY_MAX + 1 })] }, `Too big: at most ${QUANTITY_MAX}`],
  ])("order POST: %s over its maximum is a 400 naming it, and nothing is stored", async (field, extra, message) => {
    const before = await orderCount(api, MENU);
    const answer = await postOrder(api, draft([cake()], extra), { "Idempotency-Key": newKey() });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ [field]: [message] });
    expect(await orderCount(api, MENU)).toBe(before);
  });

  it("order PATCH: an over-long special instruction is a 400 naming it, and no line is added", async () => {
    const before = await linesOf(orderUuid);
    const answer = await send(
      `/en/api/order/${orderUuid}/`,
      "PATCH",
      JSON.stringify({ line_items: [cake({ special_instructions: long("special_instructions") })] }),
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: { "line_items.0.special_instructions": [tooLong("special_instructions")] } },
    });
    expect(await linesOf(orderUuid)).toBe(before);
  });

  it.each([
    ["/en/api/submission/", "submission.comment", { feedback_id: 5, submission: { comment: long("form_answer") } }, tooLong("form_answer")],
    [
      "/en/api/submission/",
      "origin_label",
      { feedback_id: 5, submission: { comment: "Fine" }, origin_label: long("origin_label") },
      tooLong("origin_label"),
    ],
    ["/iiko/tips/loyalty/promotions/", "order_uuid", { order_uuid: long("order_id"), tips_amount: 1 }, tooLong("order_id")],
    ["/iiko/tips/loyalty/promotions/", "tips_amount", { order_uuid: "x", tips_amount: 1e8 }, "Too big: at most 99999999.999"],
    ["/iiko/af/blue/x/", "wallet_id", { wallet_id: long("wallet_id"), amount: 1, otp: "123456" }, tooLong("wallet_id")],
    [
      "/iiko/loyalty/promotions/",
      "employee_id",
      { emenu_id: 100, cart_items: [], employee_id: long("employee_id"), order_type: "takeaway" },
      tooLong("employee_id"),
    ],
    [
      "/iiko/af/split-payments/",
      "split_payment_uuid",
      { order_id: "x", split_payment_uuid: long("order_id"), selected_language: "en" },
      tooLong("order_id"),
    ],
    ["/en/stripe/status/", "ref", { ref: long("payment_reference"), session: "s" }, tooLong("payment_reference")],
  ])("POST %s: %s over its maximum is a 400 naming it", async (path, field, body, message) => {
    const answer = await send(path, "POST", JSON.stringify(body));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: { [field]: [message] } });
  });
});
