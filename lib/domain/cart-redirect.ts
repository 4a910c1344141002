export type CartRedirect = { kind: "payment"; url: string } | { kind: "order"; uuid: string } | null;

/** Only web pages (absolute, or a path on this site): a stored URL must never run script or open another scheme. */
export function isPaymentPageUrl(url: string): boolean {
  try {
    // The base only resolves a relative path; its scheme is then the page's own.
    const { protocol } = new URL(url, "https://relative.invalid");
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * 001 section 2: "If a payment URL exists, a redirect button replaces the form and the browser is sent
 * to the URL automatically. If the cart has an active order id, the app navigates to the order page."
 * Lines added after the order was placed are a new cart, so they keep the guest on the cart (adding to
 * the active order goes through the product screen). The payment comes first: the order waits for it.
 */
export function cartRedirect(cart: { paymentUrl: string | null; activeOrder: string | null; hasItems: boolean }): CartRedirect {
  if (cart.paymentUrl && isPaymentPageUrl(cart.paymentUrl)) return { kind: "payment", url: cart.paymentUrl };
  if (cart.activeOrder && !cart.hasItems) return { kind: "order", uuid: cart.activeOrder };
  return null;
}
