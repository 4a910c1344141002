import { orderKeyHeaders } from "../order-keys";
import { API_PATHS } from "../paths";
import type { CallOptions } from "../request";
import {
  activeOrderAnswer,
  expiredPaymentsAnswer,
  expireOpenPaymentsPayload,
  fullPaymentPayload,
  loyaltyPromotionsAnswer,
  loyaltyPromotionsPayload,
  paymentUrlAnswer,
  splitCreatePayload,
  splitPayPayload,
  tipsPayload,
  verifyEmployeeAnswer,
  walletAnswer,
  walletRedeemPayload,
  type ExpireOpenPaymentsPayloadInput,
  type FullPaymentPayloadInput,
  type LoyaltyPromotionsPayloadInput,
  type SplitCreatePayloadInput,
  type SplitPayPayloadInput,
  type TipsPayloadInput,
  type VerifyEmployeeQueryInput,
  type WalletRedeemPayloadInput,
} from "../schemas/partner";
import type { CallContext } from "./context";

/** Partner (al_futtaim_enabled) calls of 001 section 7. */
export function partnerCalls({ transport, path: check, payload, orderKeys }: CallContext) {
  const member = (orderId: string) => orderKeyHeaders(orderKeys, orderId);
  return {
    async getActiveOrder(orderLocation: string, menuId: number, call?: CallOptions) {
      const value = check("GET", "active-order");
      const path = API_PATHS.activeOrder(value.text(orderLocation), value.id(menuId));
      return transport.json({ method: "GET", path, options: call }, activeOrderAnswer);
    },
    /** The guest's wallet for the active order, or null when the partner answers with an empty object. */
    async getWallet(orderId: string, call?: CallOptions) {
      const path = API_PATHS.wallet(check("GET", "wallet").text(orderId));
      return transport.json({ method: "GET", path, headers: member(orderId), options: call }, walletAnswer);
    },
    /** Resolves on 200 (the screen refetches the order); 'Incorrect OTP' is the caller's on failure. */
    async redeemWallet(orderId: string, redeem: WalletRedeemPayloadInput, call?: CallOptions) {
      const path = API_PATHS.walletRedeem(check("POST", "wallet").text(orderId));
      const body = payload(walletRedeemPayload, redeem, "POST", path);
      return transport.ignoreAnswer({ method: "POST", path, body, headers: member(orderId), options: call });
    },
    async getLoyaltyPromotions(request: LoyaltyPromotionsPayloadInput, call?: CallOptions) {
      const path = API_PATHS.loyaltyPromotions();
      const body = payload(loyaltyPromotionsPayload, request, "POST", path);
      return transport.json({ method: "POST", path, body, options: call }, loyaltyPromotionsAnswer);
    },
    /** Verifies the pair of an employee id and the employee's phone (the server requires `phone`). */
    async verifyEmployee(employeeId: string, query?: VerifyEmployeeQueryInput, call?: CallOptions) {
      const base = API_PATHS.verifyEmployee(check("GET", "verify-employee-id").text(employeeId));
      const params = new URLSearchParams();
      if (query) params.set("phone", query.phone);
      if (query?.menu !== undefined) params.set("menu", String(query.menu));
      const path = params.size > 0 ? `${base}?${params.toString()}` : base;
      return transport.json({ method: "GET", path, options: call }, verifyEmployeeAnswer);
    },
    async saveTips(tips: TipsPayloadInput, call?: CallOptions) {
      const path = API_PATHS.tips();
      const body = payload(tipsPayload, tips, "POST", path);
      return transport.ignoreAnswer({ method: "POST", path, body, headers: member(body.order_uuid), options: call });
    },
    async createSplitPayments(split: SplitCreatePayloadInput, call?: CallOptions) {
      const path = API_PATHS.splitCreate();
      const body = payload(splitCreatePayload, split, "POST", path);
      return transport.ignoreAnswer({ method: "POST", path, body, headers: member(body.order_id), options: call });
    },
    async paySplit(request: SplitPayPayloadInput, call?: CallOptions) {
      const path = API_PATHS.splitPay();
      const body = payload(splitPayPayload, request, "POST", path);
      return transport.json({ method: "POST", path, body, headers: member(body.order_id), options: call }, paymentUrlAnswer);
    },
    async payFull(request: FullPaymentPayloadInput, call?: CallOptions) {
      const path = API_PATHS.fullPayment();
      const body = payload(fullPaymentPayload, request, "POST", path);
      return transport.json({ method: "POST", path, body, headers: member(body.order_id), options: call }, paymentUrlAnswer);
    },
    /** Closes the order's open card payments at their provider, so that another way to pay is taken. */
    async expireOpenPayments(request: ExpireOpenPaymentsPayloadInput, call?: CallOptions) {
      const path = API_PATHS.expireOpenPayments();
      const body = payload(expireOpenPaymentsPayload, request, "POST", path);
      return transport.json({ method: "POST", path, body, headers: member(body.order_id), options: call }, expiredPaymentsAnswer);
    },
  };
}
