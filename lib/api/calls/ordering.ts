import { z } from "zod";
import "@/lib/zod-config";
import { ApiError } from "../errors";
import { paymentStatusRequest, type PaymentQuery } from "../payment-providers";
import { orderKeyHeaders, rememberAnsweredKey } from "../order-keys";
import { API_PATHS } from "../paths";
import type { CallOptions } from "../request";
import { latitude, longitude } from "../schemas/common";
import { coupon } from "../schemas/coupon";
import { deliveryZoneAnswer } from "../schemas/delivery-zone";
import type { LanguageCode } from "../schemas/language";
import { menuSectionAnswer } from "../schemas/menu-section";
import {
  order,
  orderCreated,
  orderPatched,
  orderPatchPayload,
  orderPayload,
  orderPaymentPayload,
  orderPaymentStarted,
  orderPaymentTypePayload,
  type OrderPaymentTypePayloadInput,
  type OrderPatchPayloadInput,
  type OrderPayloadInput,
} from "../schemas/order";
import { paymentStatusAnswer, type PaymentProvider } from "../schemas/payment";
import { realtimeTransport } from "../schemas/realtime";
import type { CallContext } from "./context";

export interface CreateOrderOptions extends CallOptions {
  /** One key per checkout attempt: a retried or double-clicked submit creates one order. */
  readonly idempotencyKey: string;
}

const position = z.object({ lat: latitude, lng: longitude });

/** Coupon, delivery zone, section, order and payment-status calls of 001 section 7. */
export function orderingCalls({ transport, url, path: check, payload, orderKeys }: CallContext) {
  const member = (orderId: string) => orderKeyHeaders(orderKeys, orderId);
  return {
    /** The code is uppercased and URL-encoded in the path. */
    async getCoupon(menuId: number, code: string, call?: CallOptions) {
      const value = check("GET", "coupon");
      const path = API_PATHS.coupon(value.id(menuId), value.text(code));
      return transport.json({ method: "GET", path, options: call }, coupon);
    },
    async getDeliveryZone(menuId: number, point: { lat: number; lng: number }, call?: CallOptions) {
      const { lat, lng } = payload(position, point, "GET", "delivery_zone");
      const path = API_PATHS.deliveryZone(check("GET", "delivery_zone").id(menuId), lat, lng);
      return transport.json({ method: "GET", path, options: call }, deliveryZoneAnswer);
    },
    async getMenuSection(license: string, tableNumber: string | number, call?: CallOptions) {
      const value = check("GET", "menu_section");
      const path = API_PATHS.menuSection(value.text(license), value.text(tableNumber));
      return transport.json({ method: "GET", path, options: call }, menuSectionAnswer);
    },
    async createOrder(lang: LanguageCode, draft: OrderPayloadInput, call: CreateOrderOptions) {
      const value = check("POST", "order");
      const path = API_PATHS.orders(value.lang(lang));
      const body = payload(orderPayload, draft, "POST", path);
      const headers = { "Idempotency-Key": value.text(call.idempotencyKey) };
      const created = await transport.json({ method: "POST", path, body, headers, options: call }, orderCreated);
      rememberAnsweredKey(orderKeys, created);
      return created;
    },
    /** Adds lines to an active order, or merges the cart into the existing order. */
    async updateOrder(lang: LanguageCode, orderId: string, patch: OrderPatchPayloadInput, call?: CallOptions) {
      const value = check("PATCH", "order");
      const path = API_PATHS.order(value.lang(lang), value.text(orderId));
      const body = payload(orderPatchPayload, patch, "PATCH", path);
      const patched = await transport.json({ method: "PATCH", path, body, headers: member(orderId), options: call }, orderPatched);
      // Joining a table's order with its token makes this device a member.
      rememberAnsweredKey(orderKeys, { uuid: orderId, member_key: patched.member_key });
      return patched;
    },
    async getOrder(lang: LanguageCode, orderId: string, call?: CallOptions) {
      const value = check("GET", "order");
      const path = API_PATHS.order(value.lang(lang), value.text(orderId));
      return transport.json({ method: "GET", path, headers: member(orderId), options: call }, order);
    },
    /** Issue 11: a new payment of an unpaid card order through its gateway (Try again); answers the open one if any. */
    async startOrderPayment(lang: LanguageCode, orderId: string, call?: CallOptions) {
      const value = check("POST", "order_payment");
      const path = API_PATHS.orderPayment(value.lang(lang), value.text(orderId));
      const body = payload(orderPaymentPayload, {}, "POST", path);
      return transport.json({ method: "POST", path, body, headers: member(orderId), options: call }, orderPaymentStarted);
    },
    /** Issue 11: an unpaid card order paid another way (cash or card machine); answers the order. */
    async setOrderPaymentType(lang: LanguageCode, orderId: string, change: OrderPaymentTypePayloadInput, call?: CallOptions) {
      const value = check("PATCH", "order_payment_type");
      const path = API_PATHS.orderPaymentType(value.lang(lang), value.text(orderId));
      const body = payload(orderPaymentTypePayload, change, "PATCH", path);
      return transport.json({ method: "PATCH", path, body, headers: member(orderId), options: call }, order);
    },
    /** How to follow the order live: Ably (token request) or the API's event stream. */
    async getRealtimeTransport(lang: LanguageCode, uuid: string, call?: CallOptions) {
      const value = check("GET", "realtime");
      const path = API_PATHS.orderRealtime(value.lang(lang), value.text(uuid));
      return transport.json({ method: "GET", path, options: call }, realtimeTransport);
    },
    /** Link of the receipt download; nothing is fetched. */
    receiptPdfUrl(lang: LanguageCode, uuid: string): string {
      const value = check("GET", "receipt");
      return url(API_PATHS.receiptPdf(value.lang(lang), value.text(uuid)));
    },
    /**
     * Status for a payment-return screen, from its query. Missing parameters are a 'setup' error:
     * the screen checks with paymentStatusRequest first, as it makes no call then (001 section 2).
     */
    async getPaymentStatus(provider: PaymentProvider, query: PaymentQuery, call?: CallOptions) {
      const request = paymentStatusRequest(provider, query);
      if (request === null) throw new ApiError({ kind: "setup", method: "POST", url: `payment status (${provider})` });
      const { path, body } = request;
      return transport.json({ method: "POST", path, body, options: call }, paymentStatusAnswer);
    },
  };
}
