import { z } from "zod";
import "@/lib/zod-config";
import { decimal, flag, id, list, optionalDecimal, optionalText, orNull, reference, text, withDefault } from "./common";
import { closure, hourEntry, product } from "./product";
import { tolerantShape } from "./tolerant";

import { SPECIAL_CATEGORY_TYPES } from "@/lib/domain/special-category";

export { SPECIAL_CATEGORY_TYPES };

/** 1 card with image, 2 card without image, 3 list with image, 4 compact list (000 section 2). */
export const viewFormat = withDefault(decimal.pipe(z.number().int().min(1).max(4)), 1);

/** The category, its place in the tree, its products and its hours (which decide what is shown and orderable). */
export const CATEGORY_STRICT = ["id", "parent", "products", "category_hours"] as const;

export const category = z.object(
  tolerantShape(
    {
      id,
      name: text(),
      /** Venue HTML, sanitised before rendering. */
      description: text(),
      parent: orNull(reference),
      products: list(product),
      /** Ids of menu promotions shown as a carousel when the category has no products. */
      promotions: list(reference),
      /** Weekday windows and closure ranges ({ start, end }) mixed, as venues enter them. */
      category_hours: list(z.union([hourEntry, closure])),
      view_format: viewFormat,
      special_category_type: optionalText.pipe(z.enum(SPECIAL_CATEGORY_TYPES).nullable()),
      special_category_display_categories: list(reference),
      enable_special_category: flag(),
      disable_link: flag(),
      external_link: optionalText,
      hidden_title: flag(),
      hidden_image: flag(),
      fullwidth: flag(),
      card_shadow: flag(),
      image: withDefault(z.object(tolerantShape({ product: optionalText }, [])), { product: null }),
      image_width: optionalDecimal,
      image_height: optionalDecimal,
    },
    CATEGORY_STRICT,
  ),
);

export type Category = z.output<typeof category>;
export type CategoryInput = z.input<typeof category>;
