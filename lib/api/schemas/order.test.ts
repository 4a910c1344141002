import { lineItemPayload } from "./line-item";
import { order, orderCreated, orderErrorBody, orderPatchPayload, orderPayload } from "./order";
import { sampleLineItem, sampleOrder, sampleOrderPayload } from "./test-fixtures";

describe("order payload (POST /{lang}/api/order/)", () => {
  it("accepts a complete delivery order", () => {
    const payload = orderPayload.parse(sampleOrderPayload);
    expect(payload.order_type).toBe("delivery");
    expect(payload.payment_type).toBe("card");
    expect(payload.line_items[0]).toMatchObject({ product: 101, quantity: 2, product_price: 14.5 });
    expect(payload.address_coordinates).toEqual({ lng: 55.270783, lat: 25.204849 });
  });

  it("fills optional parts of a minimal dine-in order", () => {
    const payload = orderPayload.parse({
      menu: 42,
      customer_name: "Table 12",
      order_type: "dine_in",
      delivery_fees_currency: "AED",
      sub_total: "29.000",
      sub_total_currency: "AED",
      total: 30.45,
      total_currency: "AED",
      payment_type: "cash",
      line_items: [{ product: 101, product_name: "Chicken Shawarma", product_price: 14.5, product_price_currency: "AED", quantity: 2 }],
      origin_type: "table",
      origin_label: "12",
      origin_location: { type: "Point", coordinates: [55.27, 25.2] },
    });
    expect(payload).toMatchObject({ delivery_fees: 0, discount: 0, taxes: [], address: "", order_comments: "", sub_total: 29 });
    expect(payload.line_items[0]).toMatchObject({ variations: [], combo_groups: [], special_instructions: "", product_variation: "" });
  });

  it("rejects a wrong order type or payment type", () => {
    expect(orderPayload.safeParse({ ...sampleOrderPayload, order_type: "pickup" }).success).toBe(false);
    // loyalty and blue_wallet appear on orders as payments but are not choosable at checkout.
    expect(orderPayload.safeParse({ ...sampleOrderPayload, payment_type: "loyalty" }).success).toBe(false);
  });

  it("rejects a quantity below 1 or not whole", () => {
    expect(lineItemPayload.safeParse({ ...sampleLineItem, quantity: 0 }).success).toBe(false);
    expect(lineItemPayload.safeParse({ ...sampleLineItem, quantity: -2 }).success).toBe(false);
    expect(lineItemPayload.safeParse({ ...sampleLineItem, quantity: 1.5 }).success).toBe(false);
  });

  it("rejects an empty order, negative amounts and badly formed contact fields", () => {
    expect(orderPayload.safeParse({ ...sampleOrderPayload, line_items: [] }).success).toBe(false);
    expect(orderPayload.safeParse({ ...sampleOrderPayload, total: -1 }).success).toBe(false);
    expect(orderPayload.safeParse({ ...sampleOrderPayload, email: "layla@" }).success).toBe(false);
    expect(orderPayload.safeParse({ ...sampleOrderPayload, phone: "0501234567" }).success).toBe(false);
    expect(orderPayload.safeParse({ ...sampleOrderPayload, phone: "", email: "" }).success).toBe(true);
  });

  it("reads every optional text sent empty as absent, never refusing the order for it (issue 11 item 14)", () => {
    const payload = orderPayload.parse({
      ...sampleOrderPayload,
      coupon: "",
      delivery_datetime: "",
      location_token: "",
      additional_data: { employee_id: "" },
      line_items: [{ ...sampleLineItem, cart_uuid: "" }],
    });
    expect(payload).toMatchObject({ coupon: null, delivery_datetime: null, location_token: null, additional_data: { employee_id: null } });
    expect(payload.line_items[0]?.cart_uuid).toBeNull();
    expect(orderPatchPayload.parse({ line_items: [sampleLineItem], location_token: "" }).location_token).toBeNull();
    // Sent, they are still checked.
    expect(orderPayload.safeParse({ ...sampleOrderPayload, delivery_datetime: "tomorrow" }).success).toBe(false);
    expect(orderPayload.safeParse({ ...sampleOrderPayload, location_token: "t" }).success).toBe(false);
  });

  it("sends origin_location only as a GeoJSON Point [longitude, latitude] or null", () => {
    const point = { type: "Point", coordinates: [55.27, 25.2] };
    expect(orderPayload.parse({ ...sampleOrderPayload, origin_location: point }).origin_location).toEqual(point);
    expect(orderPayload.safeParse({ ...sampleOrderPayload, origin_location: { lat: 25.2, lng: 55.27 } }).success).toBe(false);
  });

  it("patches an order with line items only", () => {
    expect(orderPatchPayload.parse({ line_items: [sampleLineItem] }).line_items).toHaveLength(1);
    expect(orderPatchPayload.safeParse({ line_items: [] }).success).toBe(false);
  });
});

describe("order answers", () => {
  it("reads the 201 creation answer", () => {
    expect(orderCreated.parse({ uuid: "u-1", padded_order_id: 123, payment_url: "https://pay.example/x" })).toEqual({
      uuid: "u-1",
      padded_order_id: "123",
      payment_url: "https://pay.example/x",
      member_key: null,
    });
    expect(orderCreated.parse({ uuid: "u-1", padded_order_id: "000123", payment_url: null }).payment_url).toBeNull();
  });

  it("reads an order with amounts as numbers and defaults for the rest", () => {
    const read = order.parse(sampleOrder);
    expect(read.status).toBe("accepted");
    expect(read.total).toBe(27.55);
    expect(read.balance_due).toBe(17.55);
    expect(read.phone).toBe("");
    expect(read.discounts).toEqual([{ name: "WELCOME10", amount_value: 2.9, free_delivery: false }]);
    expect(read.additional_data).toEqual({ tips_amount: 0, iiko_loyalty_discounts: [] });
    expect(read.line_items[0]).toMatchObject({ id: 900, product_price: 14.5, status: null });
    expect(read.common_order).toBe(false);
  });

  it("knows the six order statuses and the five payment types on orders", () => {
    for (const status of ["pending", "accepted", "preparing", "fulfilled", "canceled", "rejected"]) {
      expect(order.parse({ ...sampleOrder, status }).status).toBe(status);
    }
    expect(order.safeParse({ ...sampleOrder, status: "cancelled" }).success).toBe(false);
    expect(order.parse({ ...sampleOrder, payments: [{ payment_type: "blue_wallet", amount: "5.000" }] }).payments).toEqual([
      { payment_type: "blue_wallet", amount: 5 },
    ]);
    expect(order.safeParse({ ...sampleOrder, payments: [{ payment_type: "voucher", amount: 5 }] }).success).toBe(false);
  });

  it("reads split payments with any status (AVAILABLE, PENDING, otherwise paid)", () => {
    const split = [
      { uuid: "s1", guest_name: "Guest 1", amount: "8.775", status: "AVAILABLE" },
      { uuid: "s2", guest_name: null, amount: "8.775", status: "PAID" },
    ];
    expect(order.parse({ ...sampleOrder, split_payments: split }).split_payments).toEqual([
      { uuid: "s1", guest_name: "Guest 1", amount: 8.775, status: "AVAILABLE" },
      { uuid: "s2", guest_name: "", amount: 8.775, status: "PAID" },
    ]);
  });

  it("reads the existing order offered for merging from an error body", () => {
    const body = { detail: "Active order", existing_order: { uuid: "e-1", line_items: [{ ...sampleLineItem, quantity: 1 }] } };
    expect(orderErrorBody.parse(body).existing_order).toMatchObject({
      uuid: "e-1",
      line_items: [{ product_name: "Chicken Shawarma", quantity: 1 }],
    });
    expect(orderErrorBody.parse({ detail: "Out of stock" }).existing_order).toBeNull();
  });
});
