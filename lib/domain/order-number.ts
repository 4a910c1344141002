/**
 * The order number as the specification shows it ("000123"): at least six digits. One rule for the
 * venue API's answers and for the screens and notifications that name the order (issue 29).
 */
export function paddedOrderId(orderNumber: number): string {
  return String(orderNumber).padStart(6, "0");
}
