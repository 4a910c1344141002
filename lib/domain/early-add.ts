/**
 * When a tap on a product's Add button (or a card's quick add) may put its line in the cart before the page has hydrated
 * (issue 27 item 6): the page's first script (components/shell/held-tap-script.ts) then keeps the
 * line the server built, and the cart takes it in as it would any add. Only where the tap has one
 * meaning whatever the guest's device holds:
 * - no variation or combo choice: the line is the product itself, quantity 1;
 * - the button adds to the cart ('Add To Cart', enabled): not out of stock, no add in progress;
 * - the button does not refuse a product the cart already holds: the product page's does where the
 *   venue says so (enable_adding_same_item_cart off: 'Already Added To Cart' once hydrated);
 * - no shared table order: a partner or table-tab venue sends the line to the table's order or asks
 *   the guest's name first, which needs the page's own code.
 * Anywhere else the tap is held and run once the page has hydrated.
 */
export interface EarlyAddInput {
  hasChoices: boolean;
  buttonAddsToCart: boolean;
  refusesSameItem: boolean;
  sharesTableOrder: boolean;
}

export function addsBeforeHydration(input: EarlyAddInput): boolean {
  return !input.hasChoices && input.buttonAddsToCart && !input.refusesSameItem && !input.sharesTableOrder;
}
