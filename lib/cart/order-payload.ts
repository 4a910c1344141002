import type { GeoPoint } from "@/lib/api/schemas/common";
import type { LineItemPayloadInput } from "@/lib/api/schemas/line-item";
import type { LoyaltyDiscount } from "@/lib/api/schemas/loyalty";
import type { Menu } from "@/lib/api/schemas/menu";
import type { OrderPayloadInput } from "@/lib/api/schemas/order";
import { checkoutPhone, type CheckoutField, type CheckoutValues } from "@/lib/domain/checkout-fields";
import { couponApplies, type Coupon } from "@/lib/domain/coupon";
import { moneyDecimals } from "@/lib/domain/currency";
import { employeeIdKey, employeePhone } from "@/lib/domain/employee-discount";
import { loyaltyDiscountAmounts } from "@/lib/domain/loyalty";
import { fromMilli, toMilli } from "@/lib/domain/money";
import { taxFromData, type TaxData } from "@/lib/domain/taxes";
import { computeTotals, type Totals, type TotalsInput } from "@/lib/domain/totals";
import { mergeLineItem, orderLineItem, totalsLines, type OrderCatalogue } from "./order-payload-lines";
import { deliveryDatetime } from "./order-payload-time";
import type { OrderCart, TotalsCart } from "./selectors";

/** The menu fields an order is priced and addressed with. */
export interface OrderMenu {
  id: number;
  currency: string;
  /** With the currency, the decimals the total is rounded to (lib/domain/currency.ts). */
  price_decimal_places: number;
  taxes: readonly TaxData[];
  cart_subtotal_include_tax: boolean;
  menu_country: string;
  timezone: string;
}

export function orderMenu(menu: Menu): OrderMenu {
  return {
    id: menu.id,
    currency: menu.currency,
    price_decimal_places: menu.price_decimal_places,
    taxes: menu.taxes,
    cart_subtotal_include_tax: menu.cart_subtotal_include_tax,
    menu_country: menu.menu_country,
    timezone: menu.timezone,
  };
}

export interface CartTotalsInput {
  menu: Pick<OrderMenu, "currency" | "price_decimal_places" | "taxes" | "cart_subtotal_include_tax">;
  catalogue: OrderCatalogue;
  cart: TotalsCart;
  /** The applied coupon as the venue API answered it, null without one (or while it is unknown). */
  coupon: Coupon | null;
  /** The partner venue's loyalty discounts for this cart as the loyalty call answered them; none elsewhere. */
  loyalty?: readonly LoyaltyDiscount[];
}

/**
 * The cart's totals (001 section 9) with lib/domain: unit prices from the menu, the menu's taxes, the
 * coupon, the delivery zone's fee, the partner venue's loyalty discounts and the tips: the one
 * computation the venue API charges with (server/services/orders/quote.ts).
 */
export function cartTotals({ menu, catalogue, cart, coupon, loyalty }: CartTotalsInput): Totals {
  return computeTotals({ ...cartTotalsBase({ menu, catalogue, cart, loyalty }), coupon });
}

/** Everything the cart's totals read but the coupon: what two coupons are weighed on (lib/domain chooseCoupon). */
export function cartTotalsBase({ menu, catalogue, cart, loyalty = [] }: Omit<CartTotalsInput, "coupon">): Omit<TotalsInput, "coupon"> {
  return {
    lines: totalsLines(cart.products, catalogue),
    orderType: cart.orderType,
    taxes: menu.taxes.map(taxFromData),
    cartSubtotalIncludeTax: menu.cart_subtotal_include_tax,
    deliveryFee: toMilli(cart.delivery.fees),
    loyaltyDiscounts: loyaltyDiscountAmounts(loyalty),
    tips: toMilli(cart.tipsAmount),
    decimals: moneyDecimals(menu),
  };
}

/**
 * The customer name sent: the name field when asked; else "the table or location label" (001
 * section 9), e.g. "Table 5", whose digits the order screen compares with the stored location; else
 * empty, and the venue API applies its default.
 */
export function orderCustomerName(
  fields: readonly CheckoutField[],
  values: Pick<CheckoutValues, "name">,
  cart: Pick<OrderCart, "orderLocation" | "orderLocationType">,
): string {
  if (fields.includes("name")) return values.name.trim();
  if (cart.orderLocation) return `${cart.orderLocationType ?? "Table"} ${cart.orderLocation}`;
  return "";
}

/**
 * The phone sent: with a verified employee, the employee's phone (the pair the venue API grants the
 * employee's promotions to, whether or not the checkout asks a phone); else the phone field's, in E.164.
 */
export function orderPhone(
  fields: readonly CheckoutField[],
  values: Pick<CheckoutValues, "phone">,
  cart: Pick<OrderCart, "employeeId" | "customerPhone">,
  menuCountry: string,
): string {
  const employee = employeePhone(cart, menuCountry);
  if (employee !== null) return employee;
  return fields.includes("phone") ? checkoutPhone(values.phone, menuCountry) : "";
}

type AddressFields = Pick<
  OrderPayloadInput,
  | "address"
  | "address_coordinates"
  | "address_google_place_data"
  | "address_flat_no"
  | "address_building_premise"
  | "address_area_street"
  | "address_landmark"
>;

const NO_ADDRESS: AddressFields = {
  address: "",
  address_coordinates: null,
  address_google_place_data: null,
  address_flat_no: "",
  address_building_premise: "",
  address_area_street: "",
  address_landmark: "",
};

/**
 * Delivery orders only: the typed address where the checkout asks it (no Google Maps), else the
 * confirmed map location with its formatted address, place data and address details.
 */
function orderAddress(fields: readonly CheckoutField[], values: Pick<CheckoutValues, "address">, cart: OrderCart): AddressFields {
  if (cart.orderType !== "delivery") return NO_ADDRESS;
  const { delivery } = cart;
  const coordinates = delivery.location ? { lng: delivery.location.lng, lat: delivery.location.lat } : null;
  if (fields.includes("address")) return { ...NO_ADDRESS, address: values.address.trim(), address_coordinates: coordinates };
  return {
    address: delivery.formattedAddress,
    address_coordinates: coordinates,
    address_google_place_data: delivery.placeData,
    address_flat_no: delivery.details.flat_no.trim(),
    address_building_premise: delivery.details.building_premise.trim(),
    address_area_street: delivery.details.area_street.trim(),
    address_landmark: delivery.details.landmark.trim(),
  };
}

export interface BuildOrderInput extends CartTotalsInput {
  menu: OrderMenu;
  cart: OrderCart;
  /** The fields the checkout asked (lib/domain checkoutFields); only their values are sent. */
  fields: readonly CheckoutField[];
  values: CheckoutValues;
  /** The guest's position where the dine-in geofence applies, else null. */
  originLocation: GeoPoint | null;
  /** The car number's label in the guest's language ('Car Number'). */
  carNumberLabel?: string;
}

/**
 * The order comments, with the car number of a drive-thru order on a line of its own: the payload
 * of 001 section 3 has no field for it, and the comments are what the venue reads with the order.
 */
export function orderComments(comments: string, carNumber: string | null, label = "Car Number"): string {
  const car = carNumber?.trim() ?? "";
  return [comments.trim(), car === "" ? "" : `${label}: ${car}`].filter((part) => part !== "").join("\n");
}

/** The order payload of POST /{lang}/api/order/, every field of 001 section 3. */
export function buildOrderPayload(input: BuildOrderInput): OrderPayloadInput {
  const { menu, catalogue, cart, fields, values, coupon } = input;
  const totals = cartTotals(input);
  const currency = menu.currency;
  return {
    menu: menu.id,
    customer_name: orderCustomerName(fields, values, cart),
    ...orderAddress(fields, values, cart),
    email: fields.includes("email") ? values.email.trim() : "",
    phone: orderPhone(fields, values, cart, menu.menu_country),
    order_comments: orderComments(cart.orderComments, fields.includes("carNumber") ? values.carNumber : null, input.carNumberLabel),
    order_type: cart.orderType,
    delivery_fees: fromMilli(totals.deliveryFee),
    delivery_fees_currency: currency,
    // A coupon below its min_order_value gives nothing and is not the order's coupon (the venue API agrees).
    coupon: coupon && couponApplies(coupon, totals.subtotal) ? coupon.code || cart.coupon.trim().toUpperCase() : null,
    discount: fromMilli(totals.discount),
    taxes: totals.taxes.map((tax) => ({ id: tax.id, name: tax.name, amount: fromMilli(tax.amount) })),
    sub_total: fromMilli(totals.subtotal),
    sub_total_currency: currency,
    total: fromMilli(totals.total),
    total_currency: currency,
    // "As soon as possible" names no time (issue 24 item 8): the venue prepares it on receipt.
    delivery_datetime:
      fields.includes("customDateTime") && !values.asSoonAsPossible ? deliveryDatetime(values.customDateTime, menu.timezone) : null,
    payment_type: cart.paymentType,
    line_items: cart.products.map((line) => orderLineItem(line, catalogue, currency)),
    // The venue API recomputes the loyalty discounts; they go back as the spec's payload carries them.
    additional_data: { employee_id: employeeIdKey(cart.employeeId) || null, iiko_loyalty_discounts: [...(input.loyalty ?? [])] },
    origin_label: cart.orderLocation ?? "",
    origin_type: cart.orderLocationType?.toLowerCase() ?? "",
    origin_location: input.originLocation,
    // Our extension (issue 10): the venue API takes the table or room from the link's token alone.
    location_token: cart.orderLocation ? cart.orderLocationToken : null,
  };
}

/**
 * The PATCH payload merging the cart into an existing order (001 sections 4 and 7), with the
 * table's token: a table's order takes lines only from a guest holding it (issue 10).
 */
export function buildMergePayload(input: {
  catalogue: OrderCatalogue;
  cart: Pick<OrderCart, "products"> & Partial<Pick<OrderCart, "orderLocationToken">>;
  currency: string;
}): { line_items: LineItemPayloadInput[]; location_token: string | null } {
  return {
    line_items: input.cart.products.map((line) => mergeLineItem(line, input.catalogue, input.currency)),
    location_token: input.cart.orderLocationToken ?? null,
  };
}

/** A GeoJSON Point of a position: coordinates are [longitude, latitude]. */
export function originPoint(position: { lat: number; lng: number } | null): GeoPoint | null {
  return position ? { type: "Point", coordinates: [position.lng, position.lat] } : null;
}
