/** What the upsell rule reads of a product and the category it is listed in. */
export interface UpsellCandidate {
  /** The product's upsell_cart flag. */
  upsell_cart: boolean;
  out_of_stock: boolean;
  /** The product's disable_link flag. */
  disable_link: boolean;
  /** The category's hours (and those of the categories above it) allow it now. */
  categoryHoursOpen: boolean;
  /** The product's own hours allow it now. */
  productHoursOpen: boolean;
  /** The category's external_link; the product's own link does not matter here. */
  categoryExternalLink: string | null;
}

/**
 * 001 section 2: the upsell block "lists products flagged upsell_cart that are in stock, not
 * link-disabled, whose category and product hours are currently open and whose category has no
 * external link". A blank link counts as none.
 */
export function isUpsellProduct(candidate: UpsellCandidate): boolean {
  return (
    candidate.upsell_cart &&
    !candidate.out_of_stock &&
    !candidate.disable_link &&
    candidate.categoryHoursOpen &&
    candidate.productHoursOpen &&
    (candidate.categoryExternalLink ?? "").trim() === ""
  );
}
