import { orderPatchPayload, orderPayload } from "@/lib/api/schemas/order";
import type { CheckoutField, CheckoutValues } from "@/lib/domain/checkout-fields";
import { couponFromData } from "@/lib/domain/coupon";
import {
  buildMergePayload,
  buildOrderPayload,
  cartTotals,
  orderComments,
  orderCustomerName,
  originPoint,
  type OrderMenu,
} from "./order-payload";
import type { OrderCatalogue } from "./order-payload-lines";
import type { OrderCart } from "./selectors";
import { emptyDelivery } from "./store";
import type { CartLine } from "./types";

// The demo venue (server/seed/venues/demo.json): AED, VAT 5 % and a fixed service fee of 2, Asia/Dubai.
const menu: OrderMenu = {
  id: 1,
  currency: "AED",
  price_decimal_places: 2,
  taxes: [
    { id: 1, name: "VAT 5%", type: "percentage", rate: 5 },
    { id: 2, name: "Service fee", type: "fixed", rate: 2 },
  ],
  cart_subtotal_include_tax: false,
  menu_country: "AE",
  timezone: "Asia/Dubai",
};

const catalogue: OrderCatalogue = {
  // AED 22; Size Small -2, Large +4; Extras: extra shot +3, vanilla +2.
  212: {
    id: 212,
    name: "Flat white",
    sku: "COF-FW",
    price: 22,
    discount: 0,
    category: 21,
    enable_combo: false,
    combo_groups: [],
    product_variations: [
      { variation: 1, variation_value: 11, price: 2, math_operator: "subtract", display_price: true, display_price_product: false },
      { variation: 1, variation_value: 13, price: 4, math_operator: "add", display_price: true, display_price_product: false },
      { variation: 3, variation_value: 31, price: 3, math_operator: "add", display_price: true, display_price_product: false },
      { variation: 3, variation_value: 32, price: 2, math_operator: "add", display_price: true, display_price_product: false },
    ],
  },
  // AED 26 at 15 % off: 22.10.
  214: {
    id: 214,
    name: "Saffron cardamom latte",
    sku: "COF-SAF",
    price: 26,
    discount: 15,
    category: 21,
    enable_combo: false,
    combo_groups: [],
    product_variations: [],
  },
  // AED 49; Halloumi fries +6, Fresh orange juice +4.
  501: {
    id: 501,
    name: "Shawarma meal",
    sku: "CMB-SHW",
    price: 49,
    discount: 0,
    category: 5,
    enable_combo: true,
    product_variations: [],
    combo_groups: [
      {
        id: 1,
        name: "Choose your side",
        products: [
          { id: 301, name: "Hummus", increase_price_by: 0, product_variations: [] },
          { id: 306, name: "Halloumi fries", increase_price_by: 6, product_variations: [] },
        ],
      },
      {
        id: 2,
        name: "Choose your drink",
        products: [{ id: 231, name: "Fresh orange juice", increase_price_by: 4, product_variations: [] }],
      },
    ],
  },
};

function line(overrides: Partial<CartLine> & Pick<CartLine, "uuid" | "id" | "name">): CartLine {
  return {
    category: 21,
    sku: "",
    image: null,
    price: 0,
    qty: 1,
    special_instructions: "",
    variations: [],
    combo_groups: [],
    max_qty: 0,
    ...overrides,
  };
}

// Large flat white with an extra shot, twice: (22 + 4 + 3) x 2 = 58.000.
const flatWhite = line({
  uuid: "line-fw",
  id: 212,
  name: "Flat white",
  sku: "COF-FW",
  price: 29,
  qty: 2,
  special_instructions: "extra hot",
  variations: [
    {
      id: 1,
      name: "Size",
      values: [
        { id: 11, name: "Small", variation_value: 11, selected: false },
        { id: 13, name: "Large", variation_value: 13, selected: true },
      ],
    },
    {
      id: 3,
      name: "Extras",
      values: [
        { id: 31, name: "Extra shot", variation_value: 31, selected: true },
        { id: 32, name: "Vanilla", variation_value: 32, selected: false },
      ],
    },
  ],
});
// 26 - 15 % = 22.100 (the price it was added at does not count).
const saffronLatte = line({ uuid: "line-sl", id: 214, name: "Saffron cardamom latte", sku: "COF-SAF", price: 99, qty: 1 });
// 49 + 6 (Halloumi fries) + 4 (Fresh orange juice) = 59.000.
const shawarmaMeal = line({
  uuid: "line-sm",
  id: 501,
  name: "Shawarma meal",
  category: 5,
  price: 59,
  qty: 1,
  combo_groups: [
    {
      id: 1,
      name: "Choose your side",
      products: [
        { id: 301, name: "Hummus", selected: false, product_variations: [] },
        { id: 306, name: "Halloumi fries", selected: true, product_variations: [] },
      ],
    },
    { id: 2, name: "Choose your drink", products: [{ id: 231, name: "Fresh orange juice", selected: true, product_variations: [] }] },
  ],
});

const cart: OrderCart = {
  products: [flatWhite, saffronLatte],
  orderType: "takeaway",
  paymentType: "cash",
  orderLocation: null,
  orderLocationType: null,
  orderLocationToken: null,
  delivery: emptyDelivery,
  coupon: "",
  orderComments: "  Ring twice ",
  tipsAmount: 0,
  employeeId: "",
  customerPhone: "",
};

const values: CheckoutValues = {
  name: "  Layla Haddad ",
  email: " layla@example.com ",
  phone: "050 123 4567",
  carNumber: "",
  customDateTime: "2026-11-23T19:30",
  asSoonAsPossible: false,
  address: "",
  checkout_terms: true,
};

const takeawayFields: CheckoutField[] = ["name", "email", "phone", "customDateTime", "checkout_terms"];

describe("cartTotals (001 section 9)", () => {
  it("prices lines from the menu, adds VAT 5 % and the fixed service fee", () => {
    const totals = cartTotals({ menu, catalogue, cart, coupon: null });
    // 58.000 + 22.100 = 80.100; VAT 4.005; + 2.000 = 86.105, charged in fils as 86.11.
    expect(totals.subtotal).toBe(80_100);
    expect(totals.taxes).toEqual([
      { id: 1, name: "VAT 5%", amount: 4_005 },
      { id: 2, name: "Service fee", amount: 2_000 },
    ]);
    expect(totals.total).toBe(86_110);
  });

  it("charges the delivery zone's fee only on delivery orders", () => {
    const delivery = { ...emptyDelivery, fees: 5 };
    expect(cartTotals({ menu, catalogue, cart: { ...cart, delivery }, coupon: null }).total).toBe(86_110);
    expect(cartTotals({ menu, catalogue, cart: { ...cart, orderType: "delivery", delivery }, coupon: null }).total).toBe(91_110);
  });

  it("takes a product-limited coupon off at its cap: LATTE50 is 50 % of 80.100 capped at 15", () => {
    const coupon = couponFromData({
      id: 4,
      code: "LATTE50",
      discount_value_type: "percentage",
      discount_value: 50,
      max_discount_value: 15,
      products: [212, 213, 214],
    });
    const totals = cartTotals({ menu, catalogue, cart, coupon });
    expect(totals.discount).toBe(15_000);
    expect(totals.total).toBe(71_110);
  });
});

describe("buildOrderPayload (001 section 3)", () => {
  it("sends no delivery_datetime for 'as soon as possible', whatever the picker last held (issue 24 item 8)", () => {
    const asap = { ...values, asSoonAsPossible: true };
    const payload = buildOrderPayload({ menu, catalogue, cart, fields: takeawayFields, values: asap, coupon: null, originLocation: null });
    expect(payload.delivery_datetime).toBeNull();
  });

  it("sends a coupon below its min_order_value as no coupon, as the venue API records it (issue 11 item 6)", () => {
    const save20 = couponFromData({ id: 3, code: "SAVE20", discount_value_type: "fixed", discount_value: 20, min_order_value: 120 });
    const below = buildOrderPayload({
      menu,
      catalogue,
      cart: { ...cart, coupon: "SAVE20" },
      fields: takeawayFields,
      values,
      coupon: save20,
      originLocation: null,
    });
    expect(below).toMatchObject({ coupon: null, discount: 0, sub_total: 80.1 });
    const reached = { ...cart, coupon: "SAVE20", products: [flatWhite, saffronLatte, { ...flatWhite, uuid: "line-fw-2" }] };
    expect(
      buildOrderPayload({ menu, catalogue, cart: reached, fields: takeawayFields, values, coupon: save20, originLocation: null }),
    ).toMatchObject({ coupon: "SAVE20", discount: 20 });
  });

  it("sends every field of a takeaway order with the figures computed by hand", () => {
    const payload = buildOrderPayload({ menu, catalogue, cart, fields: takeawayFields, values, coupon: null, originLocation: null });
    expect(payload).toEqual({
      menu: 1,
      customer_name: "Layla Haddad",
      address: "",
      address_coordinates: null,
      address_google_place_data: null,
      address_flat_no: "",
      address_building_premise: "",
      address_area_street: "",
      address_landmark: "",
      email: "layla@example.com",
      phone: "+971501234567",
      order_comments: "Ring twice",
      order_type: "takeaway",
      delivery_fees: 0,
      delivery_fees_currency: "AED",
      coupon: null,
      discount: 0,
      taxes: [
        { id: 1, name: "VAT 5%", amount: 4.005 },
        { id: 2, name: "Service fee", amount: 2 },
      ],
      sub_total: 80.1,
      sub_total_currency: "AED",
      total: 86.11,
      total_currency: "AED",
      // 19:30 in Dubai (UTC+4) is 15:30 UTC.
      delivery_datetime: "2026-11-23T15:30:00.000Z",
      payment_type: "cash",
      line_items: [
        {
          product: 212,
          product_sku: "COF-FW",
          product_name: "Flat white",
          product_variations: [
            { variation: 1, variation_value: 13, price: 4, math_operator: "add", display_price: true, display_price_product: false },
            { variation: 3, variation_value: 31, price: 3, math_operator: "add", display_price: true, display_price_product: false },
          ],
          product_variation: "Large, Extra shot",
          variations: [13, 31],
          combo_groups: [],
          product_price: 29,
          product_price_currency: "AED",
          quantity: 2,
          special_instructions: "extra hot",
          cart_uuid: "line-fw",
          status: "Active",
        },
        {
          product: 214,
          product_sku: "COF-SAF",
          product_name: "Saffron cardamom latte",
          product_variations: [],
          product_variation: "",
          variations: [],
          combo_groups: [],
          product_price: 22.1,
          product_price_currency: "AED",
          quantity: 1,
          special_instructions: "",
          cart_uuid: "line-sl",
          status: "Active",
        },
      ],
      additional_data: { employee_id: null, iiko_loyalty_discounts: [] },
      origin_label: "",
      origin_type: "",
      origin_location: null,
      location_token: null,
    });
    expect(orderPayload.safeParse(payload).success).toBe(true);
  });

  it("sends only the asked fields: the drive-thru form has no date-time, e-mail or phone here", () => {
    const payload = buildOrderPayload({
      menu,
      catalogue,
      cart: { ...cart, orderType: "drive_thru" },
      fields: ["name", "carNumber"],
      values: { ...values, carNumber: " A 12345 " },
      coupon: null,
      originLocation: null,
      carNumberLabel: "Car Number",
    });
    expect(payload).toMatchObject({
      order_type: "drive_thru",
      email: "",
      phone: "",
      delivery_datetime: null,
      customer_name: "Layla Haddad",
    });
    // No payload field holds the car number: it travels with the comments.
    expect(payload.order_comments).toBe("Ring twice\nCar Number: A 12345");
  });

  it("prices a combo with its chosen products and sends the groups with only those", () => {
    const payload = buildOrderPayload({
      menu,
      catalogue,
      cart: { ...cart, products: [shawarmaMeal] },
      fields: ["name"],
      values,
      coupon: null,
      originLocation: null,
    });
    expect(payload.line_items[0]).toMatchObject({
      product: 501,
      product_price: 59,
      combo_groups: [
        { id: 1, name: "Choose your side", products: [{ id: 306, name: "Halloumi fries", variations: [] }] },
        { id: 2, name: "Choose your drink", products: [{ id: 231, name: "Fresh orange juice", variations: [] }] },
      ],
    });
    // 59.000 + VAT 2.950 + 2.000.
    expect(payload).toMatchObject({ sub_total: 59, total: 63.95 });
  });

  it("sends the typed address of a delivery without maps, the zone's fee and a free-delivery coupon", () => {
    const freeDelivery = couponFromData({
      id: 6,
      code: "FREEDEL",
      discount_value_type: "fixed",
      discount_value: 0,
      min_order_value: 60,
      free_delivery: true,
    });
    const payload = buildOrderPayload({
      menu,
      catalogue,
      cart: { ...cart, orderType: "delivery", coupon: "freedel", delivery: { ...emptyDelivery, fees: 5 } },
      fields: ["name", "address"],
      values: { ...values, address: " Villa 12, Street 4, Al Wasl " },
      coupon: freeDelivery,
      originLocation: null,
    });
    // The fee is sent as quoted; the total does not charge it (80.100 >= 60): 80.100 + 4.005 + 2.
    expect(payload).toMatchObject({
      address: "Villa 12, Street 4, Al Wasl",
      address_coordinates: null,
      delivery_fees: 5,
      coupon: "FREEDEL",
      discount: 0,
      total: 86.11,
    });
  });

  it("sends the confirmed map location and address details of a delivery with maps", () => {
    const delivery = {
      location: { lat: 25.1972, lng: 55.2744 },
      confirmed: true,
      formattedAddress: "Burj Khalifa Blvd, Dubai",
      placeData: { place_id: "abc" },
      details: { flat_no: "1204", building_premise: "Tower A", area_street: "Downtown", landmark: "" },
      fees: 5,
    };
    const payload = buildOrderPayload({
      menu,
      catalogue,
      cart: { ...cart, orderType: "delivery", delivery },
      fields: ["name"],
      values,
      coupon: null,
      originLocation: null,
    });
    expect(payload).toMatchObject({
      address: "Burj Khalifa Blvd, Dubai",
      address_coordinates: { lng: 55.2744, lat: 25.1972 },
      address_google_place_data: { place_id: "abc" },
      address_flat_no: "1204",
      address_building_premise: "Tower A",
      address_area_street: "Downtown",
      address_landmark: "",
      delivery_fees: 5,
      total: 91.11,
    });
    expect(orderPayload.safeParse(payload).success).toBe(true);
  });

  it("names a table order after its table and sends the location as origin, with its link's token", () => {
    const tableCart: OrderCart = {
      ...cart,
      orderType: "dine_in",
      orderLocation: "5",
      orderLocationType: "Table",
      orderLocationToken: "t/Xk9mQ2pL",
    };
    const payload = buildOrderPayload({
      menu,
      catalogue,
      cart: tableCart,
      fields: ["checkout_terms"],
      values,
      coupon: null,
      originLocation: originPoint({ lat: 25.1972, lng: 55.2744 }),
    });
    expect(payload).toMatchObject({
      customer_name: "Table 5",
      email: "",
      phone: "",
      order_type: "dine_in",
      origin_label: "5",
      origin_type: "table",
      origin_location: { type: "Point", coordinates: [55.2744, 25.1972] },
      // Issue 10: the venue API takes the table from this token only.
      location_token: "t/Xk9mQ2pL",
      delivery_datetime: null,
    });
    expect(orderPayload.safeParse(payload).success).toBe(true);
  });
});

describe("orderComments", () => {
  it("adds the car number on its own line, and nothing without one", () => {
    expect(orderComments("", "A 12345", "رقم السيارة")).toBe("رقم السيارة: A 12345");
    expect(orderComments(" No ice ", null)).toBe("No ice");
    expect(orderComments("No ice", "  ")).toBe("No ice");
  });
});

describe("orderCustomerName", () => {
  it("uses the name field, else the room label, else nothing", () => {
    expect(orderCustomerName(["name"], { name: " Omar " }, { orderLocation: "101", orderLocationType: "Room" })).toBe("Omar");
    expect(orderCustomerName([], { name: "Omar" }, { orderLocation: "101", orderLocationType: "Room" })).toBe("Room 101");
    expect(orderCustomerName([], { name: "Omar" }, { orderLocation: null, orderLocationType: null })).toBe("");
  });
});

describe("buildMergePayload (001 section 7)", () => {
  it("sends the PATCH line fields without status or variation entries", () => {
    const patch = buildMergePayload({ catalogue, cart: { products: [flatWhite] }, currency: "AED" });
    expect(patch.line_items).toEqual([
      {
        product: 212,
        product_sku: "COF-FW",
        product_name: "Flat white",
        product_variation: "Large, Extra shot",
        variations: [13, 31],
        combo_groups: [],
        product_price: 29,
        product_price_currency: "AED",
        quantity: 2,
        special_instructions: "extra hot",
        cart_uuid: "line-fw",
      },
    ]);
    expect(orderPatchPayload.safeParse(patch).success).toBe(true);
  });

  it("sends the table's link token, which a table's order needs to take lines (issue 10)", () => {
    const patch = buildMergePayload({ catalogue, cart: { products: [flatWhite], orderLocationToken: "t/Xk9mQ2pL" }, currency: "AED" });
    expect(patch.location_token).toBe("t/Xk9mQ2pL");
    expect(orderPatchPayload.safeParse(patch).success).toBe(true);
  });
});
