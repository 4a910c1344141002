/**
 * Message keys for the add button's labels, in the order they win:
 * 'Already Added To Cart', 'Out of Stock', 'Adding to Order', 'Add to Order', 'Add To Cart'.
 */
export type AddButtonLabel = "alreadyAdded" | "outOfStock" | "addingToOrder" | "addToOrder" | "addToCart";

export interface AddButtonInput {
  /** A cart line for this product already exists. */
  alreadyInCart: boolean;
  /** The menu's enable_adding_same_item_cart flag. */
  enableAddingSameItemCart: boolean;
  /** The product's out_of_stock flag. */
  outOfStock: boolean;
  /** From isVariationSelectionComplete. */
  variationsComplete: boolean;
  /** From isComboSelectionComplete (true for a product without combo groups). */
  combosComplete: boolean;
  /** An add (to the cart or to the active order) is in progress. */
  adding: boolean;
  /** An active partner (al_futtaim_enabled) order exists, so the item is added to that order. */
  activePartnerOrder: boolean;
}

export interface AddButtonState {
  label: AddButtonLabel;
  disabled: boolean;
}

export interface ProductAddButtonState extends AddButtonState {
  /**
   * Disabled only because a required choice is not made: the button stays tappable (aria-disabled) and
   * a tap leads to that choice, where already added, out of stock or an add in progress leave nothing to do.
   */
  needsChoice: boolean;
}

/**
 * Label precedence: a reason the guest cannot add (already added, then out of stock) beats the action
 * label, so the disabled button says why. 'Already Added To Cart' comes first, as the spec lists it.
 * 'Adding to Order' exists only for an active partner order; a plain cart add in progress keeps
 * 'Add To Cart', disabled.
 */
export function addButtonState(input: AddButtonInput): ProductAddButtonState {
  const alreadyAdded = input.alreadyInCart && !input.enableAddingSameItemCart;
  const blocked = alreadyAdded || input.outOfStock || input.adding;
  const choicesMissing = !input.variationsComplete || !input.combosComplete;
  return { label: addButtonLabel(input, alreadyAdded), disabled: blocked || choicesMissing, needsChoice: !blocked && choicesMissing };
}

function addButtonLabel(input: AddButtonInput, alreadyAdded: boolean): AddButtonLabel {
  if (alreadyAdded) return "alreadyAdded";
  if (input.outOfStock) return "outOfStock";
  if (input.activePartnerOrder) return input.adding ? "addingToOrder" : "addToOrder";
  return "addToCart";
}

export interface ActivePartnerOrderInput {
  /** The menu's al_futtaim_enabled flag. */
  partner: boolean;
  /** The cart's active order id (the order placed, or the table's order found by the active-order check). */
  activeOrderId: string | null;
  /** The active order still waits on its online payment (the cart's awaitingPayment). */
  awaitingPayment: boolean;
}

/**
 * "Add to Order (an active partner order exists)": the add button adds to that order instead of the
 * cart. An order still waiting on its online payment is left alone: its payment is for the amount
 * it had, and the guest has not finished ordering it.
 */
export function hasActivePartnerOrder({ partner, activeOrderId, awaitingPayment }: ActivePartnerOrderInput): boolean {
  return partner && Boolean(activeOrderId) && !awaitingPayment;
}

/** Where the guest goes after an add to the active order: a locale-free path, "back", or null to stay. */
export type AddedToOrderRedirect = { kind: "path"; path: string } | { kind: "back" } | null;

/**
 * addtocart_redirect after an add to the active order: 'back' goes back as after a cart add; 'cart'
 * opens the order screen, where the header's cart icon leads while an order is active (the empty
 * cart would only forward there).
 */
export function addedToOrderRedirect(redirect: "cart" | "back" | null, orderId: string): AddedToOrderRedirect {
  if (redirect === "back") return { kind: "back" };
  if (redirect === "cart") return { kind: "path", path: `/order/${encodeURIComponent(orderId)}/` };
  return null;
}

/**
 * The variation modal opened from a product card: "Add To Cart is enabled only when every required
 * variation has a selected value and the product is not out of stock; otherwise the button reads Out
 * of Stock when out of stock."
 */
export function variationModalAddButton(input: { outOfStock: boolean; variationsComplete: boolean }): AddButtonState {
  return {
    label: input.outOfStock ? "outOfStock" : "addToCart",
    disabled: input.outOfStock || !input.variationsComplete,
  };
}

export interface ComboGroupSelection {
  products: readonly { selected?: boolean | null; out_of_stock?: boolean | null }[];
}

/**
 * "A combo group has no selected product" disables the add button; every group needs one. A selected
 * combo item that is out_of_stock does not count: it shows the Out of Stock label and cannot be served.
 */
export function isComboSelectionComplete(groups: readonly ComboGroupSelection[]): boolean {
  return groups.every((group) => group.products.some((product) => product.selected === true && product.out_of_stock !== true));
}

export interface InlineAddInput {
  /** The card's layout: 1 card with image, 2 card without image, 3 list with image, 4 compact list. */
  viewFormat: number;
  /** The menu's enable_quick_add flag (not in the specification; default off). */
  enableQuickAdd: boolean;
  /** canOrderProduct, as the product page asks it: ordering enabled, the menu open, hours, stock, price. */
  orderable: boolean;
}

/**
 * A card carries its own add button in the compact list (view_format 4, 000 section 2), and with
 * enable_quick_add in every layout, on the product page's terms (canOrderProduct, 000 section 5): the
 * card and the page never disagree. Where the card's name leads (disable_link, external_link) is not
 * one of them: a zero-price product with disable_link and enable_zero_price_item is added from the
 * list as from its page. A product with variations opens the variation modal from it.
 */
export function showsInlineAdd(input: InlineAddInput): boolean {
  return (input.viewFormat === 4 || input.enableQuickAdd) && input.orderable;
}
