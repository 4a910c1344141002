import type { LineItem } from "@/lib/api/schemas/line-item";
import { reorderLines } from "@/lib/domain/reorder";
import { buildCartLine } from "./build-line";
import type { ReorderCatalogue } from "./reorder-catalogue";
import type { CartLine } from "./types";

export interface ReorderCart {
  lines: CartLine[];
  skipped: number;
}

/**
 * An order's lines as new cart lines (lib/domain reorderLines), each built from the current menu like
 * an add from the product screen: today's name, image and price.
 */
export function reorderCartLines(
  items: readonly LineItem[],
  catalogue: ReorderCatalogue,
  inCart: readonly number[],
  uuid?: () => string,
): ReorderCart {
  const products = Object.fromEntries(Object.entries(catalogue.products).map(([id, entry]) => [id, entry.product]));
  const { choices, skipped } = reorderLines({
    lines: items,
    products,
    definitions: catalogue.definitions,
    sameItemAgain: catalogue.sameItemAgain,
    inCart,
  });
  const lines = choices.flatMap((choice) => {
    const entry = catalogue.products[choice.productId];
    if (!entry) return [];
    return [
      buildCartLine({
        product: entry.product,
        categoryId: entry.categoryId,
        definitions: catalogue.definitions,
        variations: choice.variations,
        combos: choice.combos,
        qty: choice.qty,
        specialInstructions: catalogue.productComments ? choice.specialInstructions : "",
        defaultImage: catalogue.defaultImage,
        uuid,
      }),
    ];
  });
  return { lines, skipped };
}
