import type { Menu } from "@/lib/api/schemas/menu";
import { nameInLanguage } from "@/lib/domain/names-in-language";
import type { OrderCatalogue } from "./order-payload-lines";
import type { CartLine, CartLineVariation } from "./types";

/** The menu's variation names in the screen's language: each variation and each value by id. */
export interface VariationNames {
  variations: Readonly<Record<number, string>>;
  values: Readonly<Record<number, string>>;
}

export function variationNames(menu: Pick<Menu, "variations">): VariationNames {
  const variations: Record<number, string> = {};
  const values: Record<number, string> = {};
  for (const variation of menu.variations) {
    variations[variation.id] = variation.name;
    for (const value of variation.values) values[value.id] = value.value;
  }
  return { variations, values };
}

function variationsInLanguage(variations: readonly CartLineVariation[], names: VariationNames): CartLineVariation[] {
  return variations.map((variation) => ({
    ...variation,
    name: nameInLanguage(variation.name, names.variations[variation.id]),
    values: variation.values.map((value) => ({ ...value, name: nameInLanguage(value.name, names.values[value.variation_value]) })),
  }));
}

/**
 * A cart line named in the screen's language (issue 26 item 10): the cart keeps the words of the
 * screen a line was added on, the menu of this screen names its product, variations and combo choices.
 * What the menu no longer has keeps its stored name.
 */
export function cartLineInLanguage(line: CartLine, catalogue: OrderCatalogue, names: VariationNames): CartLine {
  const product = catalogue[line.id];
  return {
    ...line,
    name: nameInLanguage(line.name, product?.name),
    variations: variationsInLanguage(line.variations, names),
    combo_groups: line.combo_groups.map((group) => {
      const menuGroup = product?.combo_groups.find((candidate) => candidate.id === group.id);
      return {
        ...group,
        name: nameInLanguage(group.name, menuGroup?.name),
        products: group.products.map((item) => ({
          ...item,
          name: nameInLanguage(item.name ?? "", menuGroup?.products.find((candidate) => candidate.id === item.id)?.name),
          product_variations: variationsInLanguage(item.product_variations, names),
        })),
      };
    }),
  };
}
