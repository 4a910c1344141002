import type { LineItemPayload } from "@/lib/api/schemas/line-item";
import { menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import { isLanguage } from "@/lib/domain/language";
import { unitPrice } from "@/lib/domain/product-price";
import { ApiProblem } from "../../errors";
import { localise } from "../../venue/localise";
import type { LoyaltyCartItem } from "./loyalty";
import type { PartnerVenue } from "./venue";

type Product = Menu["categories"][number]["products"][number];

/** The venue's menu as the API serves it, in its default language: prices do not depend on language. */
function servedMenu(venue: PartnerVenue): Menu {
  const language = isLanguage(venue.defaultLanguage) ? venue.defaultLanguage : "en";
  const parsed = menuSchema.safeParse(localise(venue.document, language, language));
  if (!parsed.success) throw new ApiProblem(500, { detail: "The venue's menu cannot be read." });
  return parsed.data;
}

/**
 * Prices cart lines from the menu (product price, discount, selected variations and combos, as
 * lib/domain/product-price.ts computes a cart line); the price the client sent is ignored. A line
 * naming no product of the menu is a 400 on that line.
 */
export function priceCartItems(venue: PartnerVenue, cartItems: readonly LineItemPayload[]): LoyaltyCartItem[] {
  const products = new Map<number, Product>();
  for (const category of servedMenu(venue).categories) {
    for (const product of category.products) if (!products.has(product.id)) products.set(product.id, product);
  }
  const errors: Record<string, string[]> = {};
  const priced = cartItems.flatMap((item, index): LoyaltyCartItem[] => {
    const product = products.get(item.product);
    if (!product) {
      errors[`cart_items.${index}.product`] = ["Unknown product"];
      return [];
    }
    const selection = {
      variations: item.variations,
      combo_groups: item.combo_groups.map((group) => ({ id: group.id, products: group.products })),
    };
    return [{ product: product.id, quantity: item.quantity, unitPrice: unitPrice(product, selection) }];
  });
  if (Object.keys(errors).length > 0) throw new ApiProblem(400, { detail: "Invalid body.", errors });
  return priced;
}
