import type { Milli } from "./money";
import type { OrderType } from "./order-type";

export interface MinimumOrderInput {
  /** Number of cart lines (or total quantity): only its being above 0 matters. */
  itemCount: number;
  orderType: OrderType;
  subtotal: Milli;
  /** The menu's minimum_order_amount as it is (0 or less, or null: no minimum). */
  minimumOrderAmount: Milli | null;
  /** The table section's minimum_order_amount (menu_section lookup), null when none is known. */
  sectionMinimumOrderAmount: Milli | null;
}

/**
 * "An error is flagged when there are items and either the order type is delivery with
 * minimum_order_amount above the subtotal, or the order type is dine_in with a section minimum above
 * the subtotal." Returns the amount for the banner 'Minimum order amount required {amount}', or null
 * when there is no error. A subtotal equal to the minimum passes; takeaway and drive_thru have none.
 */
export function minimumOrderRequired(input: MinimumOrderInput): Milli | null {
  if (input.itemCount <= 0) return null;
  const minimum = applicableMinimum(input);
  return minimum !== null && minimum > input.subtotal ? minimum : null;
}

function applicableMinimum(input: MinimumOrderInput): Milli | null {
  if (input.orderType === "delivery") return input.minimumOrderAmount;
  if (input.orderType === "dine_in") return input.sectionMinimumOrderAmount;
  return null;
}

/** "Order location type Table triggers a section lookup for the minimum." Rooms do not. */
export function needsSectionMinimumLookup(orderLocationType: string | null | undefined): boolean {
  return orderLocationType === "Table";
}
