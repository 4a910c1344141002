/**
 * When a tap on a product's Add button (or a card's quick add) may put its line in the cart before the page has hydrated
 * (issue 27 item 6): the page's first script (components/shell/held-tap-script.ts) then keeps the
 * line the server built, and the cart takes it in as it would any add. Only where the tap has one
 * meaning whatever the guest's device holds:
 * - no variation or combo choice: the line is the product itself, quantity 1;
 * - the button adds to the cart ('Add To Cart', enabled): not out of stock, no add in progress;
 * - the button does not refuse a product the cart already holds: the product page's does where the
 *   venue says so (enable_adding_same_item_cart off: 'Already Added To Cart' once hydrated).
 * A partner or table-tab venue sends the line to the table's order when the device has joined one
 * (and a table tab's first round may ask the guest's name), which needs the page's own code: there the
 * script adds early only while the device holds no such order ("unless-table-order"; the same test
 * as hasActivePartnerOrder of add-button.ts, read from the cart's stored state).
 * Anywhere else the tap is held and run once the page has hydrated.
 */
export interface EarlyAddInput {
  hasChoices: boolean;
  buttonAddsToCart: boolean;
  refusesSameItem: boolean;
  sharesTableOrder: boolean;
}

/** "no": the tap waits for hydration; "yes": it adds at once; "unless-table-order": at once on a device with no table order. */
export type EarlyAdd = "no" | "yes" | "unless-table-order";

export function earlyAdd(input: EarlyAddInput): EarlyAdd {
  if (input.hasChoices || !input.buttonAddsToCart || input.refusesSameItem) return "no";
  return input.sharesTableOrder ? "unless-table-order" : "yes";
}

/** The attributes that tell the page's first script what a tap before hydration may add. */
export function earlyAddAttributes(early: EarlyAdd, line: () => unknown): { "data-early-line"?: string; "data-early-unless-order"?: "" } {
  if (early === "no") return {};
  const attributes = { "data-early-line": JSON.stringify(line()) };
  return early === "unless-table-order" ? { ...attributes, "data-early-unless-order": "" } : attributes;
}
