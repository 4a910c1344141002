import { orderPayload } from "@/lib/api/schemas/order";
import { loyaltyPromotionsPayload } from "@/lib/api/schemas/partner";
import { BLANK_CHECKOUT } from "./checkout-schema";
import { loyaltyRequest } from "./loyalty-request";
import { buildOrderPayload, cartTotals, orderPhone, type OrderMenu } from "./order-payload";
import type { OrderCart } from "./selectors";
import type { OrderCatalogue } from "./order-payload-lines";
import { emptyDelivery } from "./store";
import type { CartLine } from "./types";

// The partner demo (server/seed/venues/partner.json): AED, VAT 5 %, Asia/Dubai; two cappuccinos (18)
// and a club sandwich (48) at table 4. Issue 12: its cart said AED 88.20, the gateway charged 84.42.
const menu: OrderMenu = {
  id: 2,
  currency: "AED",
  price_decimal_places: 2,
  taxes: [{ id: 1, name: "VAT 5%", type: "percentage", rate: 5 }],
  cart_subtotal_include_tax: false,
  menu_country: "AE",
  timezone: "Asia/Dubai",
};

const catalogue: OrderCatalogue = {
  2002: {
    id: 2002,
    name: "Cappuccino",
    sku: "AF-CAP",
    price: 18,
    discount: 0,
    category: 1001,
    enable_combo: false,
    combo_groups: [],
    product_variations: [],
  },
  2005: {
    id: 2005,
    name: "Club sandwich",
    sku: "AF-CLUB",
    price: 48,
    discount: 0,
    category: 1002,
    enable_combo: false,
    combo_groups: [],
    product_variations: [],
  },
};

function line(id: number, name: string, qty: number): CartLine {
  return {
    uuid: `line-${id}`,
    id,
    name,
    category: 1001,
    sku: "",
    image: null,
    price: 0,
    qty,
    special_instructions: "",
    variations: [],
    combo_groups: [],
    max_qty: 0,
  };
}

const cart: OrderCart = {
  products: [line(2002, "Cappuccino", 2), line(2005, "Club sandwich", 1)],
  orderType: "dine_in",
  paymentType: "card",
  orderLocation: "4",
  orderLocationType: "Table",
  orderLocationToken: "t/Xk9mQ2pL",
  delivery: emptyDelivery,
  coupon: "",
  orderComments: "",
  tipsAmount: 0,
  employeeId: "",
  customerPhone: "",
};

const values = BLANK_CHECKOUT;
const coffee = { name: "Blue rewards: 10% off coffee", discounts: [{ discountSum: 3.6, promotionId: "BR-10" }] };
const teamMeal = { name: "Team member meal: 20% off", discounts: [{ discountSum: 7.2 }, { discountSum: 9.6 }] };
const employee: OrderCart = { ...cart, employeeId: "AF1001", customerPhone: "+971503330003" };

describe("the partner cart's totals (issue 12: the cart's total is the amount charged)", () => {
  it("takes the loyalty discounts before VAT: 84 − 3.60 + 4.02 = AED 84.42", () => {
    expect(cartTotals({ menu, catalogue, cart, coupon: null }).total).toBe(88_200);
    const totals = cartTotals({ menu, catalogue, cart, coupon: null, loyalty: [coffee] });
    expect(totals.loyaltyDiscount).toBe(3_600);
    expect(totals.total).toBe(84_420);
  });
});

describe("loyaltyRequest (POST /iiko/loyalty/promotions/)", () => {
  it("sends the order's line items, no employee and the order type", () => {
    const request = loyaltyRequest({ menu, catalogue, cart });
    expect(request).toMatchObject({ emenu_id: 2, employee_id: null, phone: null, order_type: "dine_in" });
    expect(request.cart_items).toEqual([
      expect.objectContaining({ product: 2002, product_price: 18, quantity: 2, cart_uuid: "line-2002", status: "Active" }),
      expect.objectContaining({ product: 2005, product_price: 48, quantity: 1, cart_uuid: "line-2005" }),
    ]);
    expect(loyaltyPromotionsPayload.safeParse(request).success).toBe(true);
  });

  it("sends the verified employee id with the employee's phone", () => {
    const request = loyaltyRequest({ menu, catalogue, cart: { ...employee, customerPhone: "050 333 0003" } });
    expect(request).toMatchObject({ employee_id: "AF1001", phone: "+971503330003" });
    expect(loyaltyPromotionsPayload.safeParse(request).success).toBe(true);
  });
});

describe("buildOrderPayload on the partner venue (001 section 3: additional_data)", () => {
  it("carries the employee id and the loyalty discounts as fetched, the partner's own fields kept", () => {
    const payload = buildOrderPayload({
      menu,
      catalogue,
      cart: employee,
      fields: [],
      values,
      coupon: null,
      originLocation: null,
      loyalty: [coffee, teamMeal],
    });
    expect(payload.additional_data).toEqual({ employee_id: "AF1001", iiko_loyalty_discounts: [coffee, teamMeal] });
    // 84 − 20.40 = 63.60, VAT 3.18: 66.78.
    expect(payload.total).toBe(66.78);
    // No name field: the table's label names the order (001 section 9).
    expect(payload.customer_name).toBe("Table 4");
    expect(orderPayload.safeParse(payload).success).toBe(true);
  });

  it("sends the employee's phone, the pair the venue API grants the discount to, even where no phone is asked", () => {
    expect(buildOrderPayload({ menu, catalogue, cart: employee, fields: [], values, coupon: null, originLocation: null }).phone).toBe(
      "+971503330003",
    );
    expect(orderPhone(["phone"], { phone: "050 999 9999" }, employee, "AE")).toBe("+971503330003");
  });

  it("without an employee: the phone field's, in E.164, and no employee id", () => {
    expect(orderPhone(["phone"], { phone: "050 999 9999" }, cart, "AE")).toBe("+971509999999");
    expect(orderPhone([], { phone: "050 999 9999" }, cart, "AE")).toBe("");
    const payload = buildOrderPayload({ menu, catalogue, cart, fields: [], values, coupon: null, originLocation: null });
    expect(payload.additional_data).toEqual({ employee_id: null, iiko_loyalty_discounts: [] });
  });
});
