import type { OrderingVenue } from "./venue-menu";
import { variationText } from "./line-checks";

/** The parts of a stored line that name it. */
interface NamedLine {
  product: number;
  product_name: string;
  product_variation: string;
  variations: number[];
}

/**
 * A table's lines named in the asking guest's language (issue 24 item 5): lines are stored in the
 * language of whoever added them, but the merge dialog is read by the next guest, in theirs. The
 * venue's menu, already localised to that guest's language, names each product and its chosen
 * variations; a product no longer on the menu keeps its stored name.
 */
export function linesInLanguage<T extends NamedLine>(venue: OrderingVenue, lines: readonly T[]): T[] {
  return lines.map((line) => {
    const product = venue.products.get(line.product)?.product;
    if (!product) return line;
    const variation = line.variations.length > 0 ? variationText(product, venue.menu.variations, line.variations) : line.product_variation;
    return { ...line, product_name: product.name, product_variation: variation };
  });
}
