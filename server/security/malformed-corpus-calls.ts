/**
 * Every call of the venue API (server/routes/*.ts; lib/api/paths.ts; 000 and 001 section 7) with
 * valid path values and a valid body, from which the malformed-request corpus is derived.
 * Path templates hold {name} placeholders, filled with raw (already percent-encoded) text.
 */

export type CorpusMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export interface CorpusCall {
  call: string;
  method: CorpusMethod;
  template: string;
  /** Valid value of each placeholder. */
  params: Record<string, string>;
  /** Valid JSON body, for calls that take one. */
  body?: Record<string, unknown>;
  /** Content type of the body when it is not JSON (the sandbox page's form). */
  form?: boolean;
  /**
   * Headers of every case (a member's X-Order-Key), so that a malformed body reaches the parser behind
   * the membership check; a case about the same header replaces it.
   */
  headers?: Record<string, string>;
}

/** Rows the corpus needs to exist, so that malformed values reach the services and the database. */
export interface CorpusFixtures {
  /** An order of the test venue (menu 100). */
  orderUuid: string;
  /** The member key its creation answered (X-Order-Key). */
  orderKey: string;
  /** One partner order per call group, so that one group's state never masks another's. */
  tipsOrder: string;
  splitOrder: string;
  walletOrder: string;
  fullOrder: string;
  splitPayOrder: string;
  splitPaymentUuid: string;
  paymentReference: string;
}

const line = (product: number, extra: Record<string, unknown> = {}) => ({
  product,
  product_sku: "TEA",
  product_name: "Tea",
  product_variation: "Size: Large",
  product_variations: [{ variation: 1, variation_value: 101, price: 2, math_operator: "add" }],
  variations: [101],
  combo_groups: [],
  product_price: 11,
  product_price_currency: "AED",
  quantity: 2,
  special_instructions: "No sugar",
  cart_uuid: "cart-1",
  ...extra,
});

const mealLine = line(21, {
  product_sku: "MEAL",
  product_name: "Meal deal",
  product_variation: "",
  product_variations: [],
  variations: [],
  combo_groups: [{ id: 7, name: "Side", products: [{ id: 12, name: "Cake", variations: [] }] }],
});

/** A delivery order touching every field of 001 section 3. */
export const ORDER_BODY = {
  menu: 100,
  customer_name: "Guest Tester",
  address: "Tower 1",
  address_coordinates: { lng: 55.28, lat: 25.195 },
  address_google_place_data: { place_id: "abc", formatted_address: "Tower 1, Dubai" },
  address_flat_no: "12",
  address_building_premise: "Tower 1",
  address_area_street: "Street 2",
  address_landmark: "Mall",
  email: "guest@example.com",
  phone: "+971501234567",
  order_comments: "Ring twice",
  order_type: "delivery",
  delivery_fees: 7.5,
  delivery_fees_currency: "AED",
  coupon: "TENOFF",
  discount: 1,
  taxes: [{ id: 1, name: "VAT", amount: 1.5 }],
  sub_total: 30,
  sub_total_currency: "AED",
  total: 38,
  total_currency: "AED",
  delivery_datetime: null,
  payment_type: "cash",
  line_items: [line(11), mealLine],
  additional_data: { employee_id: "E100", iiko_loyalty_discounts: [{ name: "Blue 10%", discounts: [{ discountSum: 1 }] }] },
  origin_label: "1",
  origin_type: "table",
  origin_location: { type: "Point", coordinates: [55.2744, 25.1972] },
};

const submission = {
  feedback_id: 5,
  submission: { comment: "Lovely" },
  origin_label: "1",
  origin_type: "table",
  origin_location: { type: "Point", coordinates: [55.2744, 25.1972] },
};

const lang = { lang: "en" };

/** A browser's PushSubscription.toJSON(): a point on P-256 and a 16-byte secret (issue 29). */
const pushSubscription = {
  endpoint: "https://push.example.net/send/abc123",
  expirationTime: null,
  keys: {
    p256dh: "BNvo7BjHX0CvK3YaAAfIdZ_sc8toAMgmotEH4_4P5MyCei5JkKLlKzGsRjvcp3rTOveUz32Ioc5cHT7gXLruM8o",
    auth: "TARKP85HVN2TBGa3YVL-gA",
  },
};

export function corpusCalls(f: CorpusFixtures): CorpusCall[] {
  const statusBodies: [string, Record<string, unknown>][] = [
    ["paylink", { reference: f.paymentReference, checkout: "chk-1" }],
    ["ngenius", { reference: f.paymentReference }],
    ["xpresspay", { reference: f.paymentReference }],
    ["skipcash", { reference: f.paymentReference }],
    ["noon-payments", { orderUUID: f.orderUuid, noonOrderId: "noon-1" }],
    ["stripe", { ref: f.paymentReference, session: "sess-1" }],
    ["thawani", { ref: f.paymentReference }],
  ];
  return [
    { call: "health", method: "GET", template: "/health", params: {} },
    { call: "custom-domain", method: "GET", template: "/en/menus/custom-domain/{domain}/", params: { domain: "menu.test-venue.example" } },
    { call: "menu_language", method: "GET", template: "/en/api/menu_language/{license}/", params: { license: "test-venue" } },
    { call: "menu", method: "GET", template: "/{lang}/api/menu/{license}/", params: { ...lang, license: "test-venue" } },
    { call: "feedback", method: "GET", template: "/{lang}/api/feedback/{formId}/", params: { ...lang, formId: "5" } },
    { call: "submission", method: "POST", template: "/{lang}/api/submission/", params: lang, body: submission },
    {
      call: "geofence",
      method: "POST",
      template: "/{lang}/menus/geofence/{menuId}/",
      params: { ...lang, menuId: "100" },
      body: { lat: 25.1972, lng: 55.2744 },
    },
    { call: "manifest", method: "GET", template: "/en/menus/manifest/{license}/", params: { license: "test-venue" } },
    { call: "launch-image", method: "GET", template: "/en/menus/{license}/loading-image/launch.png", params: { license: "test-venue" } },
    {
      call: "touch-icon",
      method: "GET",
      template: "/en/menus/manifest/{license}/icons/{file}",
      params: { license: "test-venue", file: "apple-touch-icon-180x180.png" },
    },
    { call: "coupon", method: "GET", template: "/en/api/coupon/{menuId}/{code}/", params: { menuId: "100", code: "TENOFF" } },
    {
      call: "delivery_zone",
      method: "GET",
      template: "/en/api/delivery_zone/{point}/{menuId}/",
      params: { point: "25.195,55.28", menuId: "100" },
    },
    {
      call: "menu_section",
      method: "GET",
      template: "/en/api/menu_section/{license}/?table_number={table}",
      params: { license: "test-venue", table: "1" },
    },
    { call: "order POST", method: "POST", template: "/{lang}/api/order/", params: lang, body: ORDER_BODY },
    { call: "order GET", method: "GET", template: "/{lang}/api/order/{id}/", params: { ...lang, id: f.orderUuid } },
    {
      call: "order PATCH",
      method: "PATCH",
      template: "/{lang}/api/order/{id}/",
      params: { ...lang, id: f.orderUuid },
      body: { line_items: [line(11)] },
    },
    {
      call: "order payment POST",
      method: "POST",
      template: "/{lang}/api/order/{id}/payment/",
      params: { ...lang, id: f.orderUuid },
      body: {},
    },
    {
      call: "order payment-type PATCH",
      method: "PATCH",
      template: "/{lang}/api/order/{id}/payment-type/",
      params: { ...lang, id: f.orderUuid },
      body: { payment_type: "machine" },
    },
    { call: "order push GET", method: "GET", template: "/{lang}/api/order/{uuid}/push/", params: { ...lang, uuid: f.orderUuid } },
    {
      call: "order push PUT",
      method: "PUT",
      template: "/{lang}/api/order/{uuid}/push/",
      params: { ...lang, uuid: f.orderUuid },
      body: pushSubscription,
      headers: { "X-Order-Key": f.orderKey },
    },
    {
      call: "order push DELETE",
      method: "DELETE",
      template: "/{lang}/api/order/{uuid}/push/",
      params: { ...lang, uuid: f.orderUuid },
      body: { endpoint: pushSubscription.endpoint },
      headers: { "X-Order-Key": f.orderKey },
    },
    { call: "realtime", method: "GET", template: "/{lang}/api/order/{uuid}/realtime/", params: { ...lang, uuid: f.orderUuid } },
    // Valid uuid of no order: a real one would open a stream that never ends.
    {
      call: "events",
      method: "GET",
      template: "/{lang}/api/order/{uuid}/events/",
      params: { ...lang, uuid: "7c1e0a52-5f7b-4d0e-9a55-2a1f1f0b9e11" },
    },
    { call: "receipt", method: "GET", template: "/{lang}/orders/{uuid}/print/order.pdf", params: { ...lang, uuid: f.orderUuid } },
    { call: "sandbox page", method: "GET", template: "/sandbox/pay/{reference}/", params: { reference: f.paymentReference } },
    {
      call: "sandbox answer",
      method: "POST",
      template: "/sandbox/pay/{reference}/",
      params: { reference: f.paymentReference },
      body: { action: "decline" },
      form: true,
    },
    ...statusBodies.map(([slug, body]): CorpusCall => ({
      call: `${slug} status`,
      method: "POST",
      template: `/en/${slug}/status/`,
      params: {},
      body,
    })),
    ...["paytabs", "2c2p", "magnati", "paystack", "amwal-pay"].map((slug): CorpusCall => ({
      call: `${slug} status`,
      method: "POST",
      template: `/en/${slug}/status/{reference}/`,
      params: { reference: f.paymentReference },
    })),
    { call: "active-order", method: "GET", template: "/iiko/active-order/{table}/{menuId}/", params: { table: "7", menuId: "200" } },
    { call: "wallet GET", method: "GET", template: "/iiko/af/blue/{id}/", params: { id: f.walletOrder } },
    {
      call: "wallet redeem",
      method: "POST",
      template: "/iiko/af/blue/{id}/",
      params: { id: f.walletOrder },
      body: { wallet_id: "BW-1001", amount: 1, otp: "000000" },
    },
    {
      call: "loyalty",
      method: "POST",
      template: "/iiko/loyalty/promotions/",
      params: {},
      body: { emenu_id: 200, cart_items: [line(11)], employee_id: "E100", order_type: "dine_in" },
    },
    {
      call: "verify-employee",
      method: "GET",
      template: "/iiko/af/verify-employee-id/{id}/?menu={menu}",
      params: { id: "E100", menu: "200" },
    },
    {
      call: "tips",
      method: "POST",
      template: "/iiko/tips/loyalty/promotions/",
      params: {},
      body: { order_uuid: f.tipsOrder, tips_amount: 2 },
    },
    {
      call: "split create",
      method: "POST",
      template: "/iiko/af/split-payments/create/",
      params: {},
      body: { order_id: f.splitOrder, split_amounts: [21.5, 21.5] },
    },
    {
      call: "split pay",
      method: "POST",
      template: "/iiko/af/split-payments/",
      params: {},
      body: { order_id: f.splitPayOrder, split_payment_uuid: f.splitPaymentUuid, selected_language: "en" },
    },
    {
      call: "full payment",
      method: "POST",
      template: "/iiko/af/payments/",
      params: {},
      body: { order_id: f.fullOrder, payment_options: "full", selected_language: "en" },
    },
  ];
}
