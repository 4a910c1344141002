import { z } from "zod";
import "@/lib/zod-config";
import {
  dateTime,
  decimal,
  flag,
  id,
  list,
  money,
  optionalDecimal,
  optionalText,
  orNull,
  reference,
  text,
  timeOfDay,
  weekday,
  withDefault,
} from "./common";
import { tolerantShape } from "./tolerant";

export const MATH_OPERATORS = ["add", "subtract"] as const;

// The specification types hours entries (weekday 1-7, HH:MM:SS, ISO date-times) and they decide what can
// be ordered: they stay strict, like every id, price and price rule (tolerant.ts).

/** A weekly window; `disable_order` makes the window close ordering instead of allowing it. */
export const hourEntry = z.object({
  weekday,
  from_hour: timeOfDay,
  to_hour: timeOfDay,
  disable_order: flag(),
});

/** A closure from `start` to `end` (ISO date-times). */
export const closure = z.object({ start: dateTime, end: dateTime, reason: optionalText });

/** A product's price change for one variation value. */
export const productVariationEntry = z.object(
  tolerantShape(
    {
      variation: id,
      variation_value: id,
      price: withDefault(money, 0),
      /** The price matters, so an unknown operator fails; an absent one means the usual 'add'. */
      math_operator: withDefault(z.enum(MATH_OPERATORS), "add"),
      display_price: flag(),
      display_price_product: flag(),
    },
    ["variation", "variation_value", "price", "math_operator"],
  ),
);

/** A variation as defined once per menu (Size, Sauce...). */
export const variationDefinition = z.object(
  tolerantShape(
    {
      id,
      name: text(),
      values: list(z.object(tolerantShape({ id, value: text() }, ["id"]))),
      required: flag(),
      multiple: flag(),
      /** 0: no limit. */
      max_choices_allowed: withDefault(z.number().int().nonnegative(), 0),
    },
    ["id", "values"],
  ),
);

export const productImage = z.object(
  tolerantShape(
    {
      image: optionalText,
      image_width: optionalDecimal,
      image_height: optionalDecimal,
    },
    [],
  ),
);

export const property = z.object(
  tolerantShape(
    {
      id,
      name: text(),
      image: withDefault(z.object(tolerantShape({ icon: optionalText }, [])), { icon: null }),
    },
    ["id"],
  ),
);

export const comboProduct = z.object(
  tolerantShape(
    {
      id,
      name: text(),
      increase_price_by: withDefault(money, 0),
      out_of_stock: flag(),
      images: list(productImage),
      description: text(),
      properties: list(reference),
      product_variations: list(productVariationEntry),
    },
    ["id", "name", "increase_price_by", "product_variations"],
  ),
);

export const comboGroup = z.object(
  tolerantShape(
    {
      id,
      name: text(),
      products: list(comboProduct),
    },
    ["id", "products"],
  ),
);

/** What a guest needs to order a product: the product, its name, and what its price is made of. */
export const PRODUCT_STRICT = [
  "id",
  "name",
  "price",
  "discount",
  "product_variations",
  "combo_groups",
  "product_hours",
  "category",
] as const;

export const product = z.object(
  tolerantShape(
    {
      id,
      name: text(),
      sku: text(),
      price: withDefault(money, 0),
      /** Percent off the price. */
      discount: withDefault(decimal.pipe(z.number().min(0).max(100)), 0),
      description: text(),
      small_description: text(),
      images: list(productImage),
      video: optionalText,
      product_hours: list(hourEntry),
      product_variations: list(productVariationEntry),
      properties: list(reference),
      recommend: flag(),
      out_of_stock: flag(),
      hidden_title: flag(),
      hidden_image: flag(),
      fullwidth: flag(),
      card_shadow: flag(),
      disable_link: flag(),
      external_link: optionalText,
      enable_combo: flag(),
      combo_groups: list(comboGroup),
      /** null: no stock limit from the point of sale. */
      pos_available_qty: orNull(decimal.pipe(z.number().int())),
      category: orNull(reference),
      upsell_cart: flag(),
    },
    PRODUCT_STRICT,
  ),
);

export type HourEntry = z.output<typeof hourEntry>;
export type Closure = z.output<typeof closure>;
export type ProductVariationEntry = z.output<typeof productVariationEntry>;
export type VariationDefinition = z.output<typeof variationDefinition>;
export type ProductImage = z.output<typeof productImage>;
export type Property = z.output<typeof property>;
export type ComboProduct = z.output<typeof comboProduct>;
export type ComboGroup = z.output<typeof comboGroup>;
export type Product = z.output<typeof product>;
export type ProductInput = z.input<typeof product>;
