import type { Product, VariationDefinition } from "@/lib/api/schemas/product";
import { firstMissingChoice, type MissingChoice } from "@/lib/domain/missing-choice";
import type { VariationSelection } from "@/lib/domain/variation-selection";
import { productVariationGroups, type ComboSelection } from "./build-line";

export interface ProductChoicesInput {
  product: Pick<Product, "product_variations" | "combo_groups" | "enable_combo">;
  definitions: readonly VariationDefinition[];
  variations: VariationSelection;
  combos: ComboSelection;
}

/**
 * The first required choice still to make on a product's screen (lib/domain firstMissingChoice), with
 * the variations the product and its combo products show, as the screen builds them. Combo groups
 * count only where the screen shows them: enable_combo on and at least one group.
 */
export function productMissingChoice({ product, definitions, variations, combos }: ProductChoicesInput): MissingChoice | null {
  const isCombo = product.enable_combo && product.combo_groups.length > 0;
  return firstMissingChoice({
    variations: productVariationGroups(product.product_variations, definitions),
    selection: variations,
    comboGroups: isCombo
      ? product.combo_groups.map((group) => ({
          id: group.id,
          name: group.name,
          products: group.products.map((item) => ({
            id: item.id,
            out_of_stock: item.out_of_stock,
            variations: productVariationGroups(item.product_variations, definitions),
          })),
        }))
      : [],
    combos,
  });
}
