import type { LanguageCode } from "./schemas/language";

/**
 * Path of every call in both call tables (000 and 001 section 7), trailing slashes included. Values
 * are URL-encoded here so that a licence, code or id can never change the shape of the path.
 */
const segment = (value: string | number) => encodeURIComponent(String(value));

export const API_PATHS = {
  customDomain: (domain: string) => `/en/menus/custom-domain/${segment(domain)}/`,
  menuLanguages: (license: string) => `/en/api/menu_language/${segment(license)}/`,
  menu: (lang: LanguageCode, license: string) => `/${lang}/api/menu/${segment(license)}/`,
  feedbackForm: (lang: LanguageCode, formId: number) => `/${lang}/api/feedback/${formId}/`,
  submission: (lang: LanguageCode) => `/${lang}/api/submission/`,
  geofence: (lang: LanguageCode, menuId: number) => `/${lang}/menus/geofence/${menuId}/`,
  manifest: (license: string) => `/en/menus/manifest/${segment(license)}/`,
  launchImage: (license: string) => `/en/menus/${segment(license)}/loading-image/launch.png`,
  appleTouchIcon: (license: string, file: string) => `/en/menus/manifest/${segment(license)}/icons/${segment(file)}`,
  /** The code is uppercased and URL-encoded (001 section 5). */
  coupon: (menuId: number, code: string) => `/en/api/coupon/${menuId}/${segment(code.toUpperCase())}/`,
  deliveryZone: (menuId: number, lat: number, lng: number) => `/en/api/delivery_zone/${lat},${lng}/${menuId}/`,
  menuSection: (license: string, tableNumber: string | number) =>
    `/en/api/menu_section/${segment(license)}/?table_number=${segment(tableNumber)}`,
  orders: (lang: LanguageCode) => `/${lang}/api/order/`,
  order: (lang: LanguageCode, id: string) => `/${lang}/api/order/${segment(id)}/`,
  orderPayment: (lang: LanguageCode, id: string) => `/${lang}/api/order/${segment(id)}/payment/`,
  orderPaymentType: (lang: LanguageCode, id: string) => `/${lang}/api/order/${segment(id)}/payment-type/`,
  orderRealtime: (lang: LanguageCode, uuid: string) => `/${lang}/api/order/${segment(uuid)}/realtime/`,
  /** Issue 29 (beyond the specification): web push of the order's status, in `lang`. */
  orderPush: (lang: LanguageCode, uuid: string) => `/${lang}/api/order/${segment(uuid)}/push/`,
  receiptPdf: (lang: LanguageCode, uuid: string) => `/${lang}/orders/${segment(uuid)}/print/order.pdf`,
  activeOrder: (orderLocation: string, menuId: number) => `/iiko/active-order/${segment(orderLocation)}/${menuId}/`,
  wallet: (orderId: string) => `/iiko/af/blue/${segment(orderId)}/`,
  walletRedeem: (orderId: string) => `/iiko/af/blue/${segment(orderId)}/`,
  loyaltyPromotions: () => "/iiko/loyalty/promotions/",
  verifyEmployee: (employeeId: string) => `/iiko/af/verify-employee-id/${segment(employeeId)}/`,
  tips: () => "/iiko/tips/loyalty/promotions/",
  splitCreate: () => "/iiko/af/split-payments/create/",
  splitPay: () => "/iiko/af/split-payments/",
  fullPayment: () => "/iiko/af/payments/",
  expireOpenPayments: () => "/iiko/af/payments/expire/",
} as const;
