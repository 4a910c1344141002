import { DEFAULT_TIMEZONE } from "@/lib/domain/zoned-time";
import { z } from "zod";
import "@/lib/zod-config";
import {
  decimal,
  flag,
  id,
  idText,
  list,
  money,
  optionalDecimal,
  optionalText,
  orNull,
  reference,
  sizedImage,
  text,
  timeOfDay,
  weekday,
  withDefault,
} from "./common";
import { category } from "./category";
import { menuForm } from "./form";
import { languageEntries, supportedLanguageOrNull } from "./language";
import { closure, property, variationDefinition } from "./product";
import { tolerant, tolerantAnswer, tolerantShape } from "./tolerant";

export const TAX_TYPES = ["percentage", "fixed"] as const;
export const ADD_TO_CART_REDIRECTS = ["cart", "back"] as const;
export const ACTIVE_LICENSE_STATUS = "ACTIVE";
export { DEFAULT_TIMEZONE };

export const tax = z.object(
  tolerantShape(
    {
      id,
      name: text(),
      type: z.enum(TAX_TYPES),
      /** Percent for 'percentage', an amount in currency units for 'fixed'. */
      rate: money.pipe(z.number().min(0)),
    },
    ["id", "type", "rate"],
  ),
);

export const page = z.object(tolerantShape({ id, title: text(), content: text() }, ["id"]));

export const promotion = z.object(
  tolerantShape(
    {
      id,
      title: text(),
      image: withDefault(z.object(tolerantShape({ product: optionalText, retina: optionalText }, [])), { product: null, retina: null }),
      video: optionalText,
      enable: flag(),
    },
    ["id"],
  ),
);

export const openingHour = z.object({ weekday, from_hour: timeOfDay, to_hour: timeOfDay });

/**
 * theme_data and ui_strings leave unset entries null; they are dropped so a lookup falls to its default,
 * and so is an entry of another type, read tolerantly.
 */
function settings<T extends z.ZodType>(value: T) {
  return z
    .record(z.string(), tolerant(value.nullish()))
    .nullish()
    .transform((entries) => {
      const kept: Record<string, z.output<T>> = {};
      for (const [key, entry] of Object.entries(entries ?? {})) if (entry !== null && entry !== undefined) kept[key] = entry;
      return kept;
    });
}

const catalogue = {
  id,
  name: text(),
  license: text(),
  /** Only 'ACTIVE' lets the menu be shown (000 section 4). */
  license_status: text(),
  logo_image: withDefault(z.object({ logo: optionalText }), { logo: null }),
  cover_image: optionalText,
  desktop_image: optionalText,
  // Client-side fields: kept when a stored menu is read back, absent from the server's answer.
  selected_language: optionalText,
  persistedAt: orNull(z.number()),
  /** null: not computed yet; the guest app evaluates it from opening_hours, closing_rules and timezone. */
  isOpen: orNull(z.boolean()),
  opening_hours: list(openingHour),
  closing_rules: list(closure),
  timezone: optionalText.transform((zone) => zone ?? DEFAULT_TIMEZONE),
  qr_app_version: orNull(idText),
  ui_strings: settings(z.string()),
  theme_data: settings(z.union([z.string(), z.number()])),
  categories: list(category),
  pages: list(page),
  promotions: list(promotion),
  /** Id of the promotion shown in a popup when the menu loads. */
  promotion_on_load: orNull(reference),
  forms: list(menuForm),
  properties: list(property),
  variations: list(variationDefinition),
  taxes: list(tax),
  currency: text(),
  currency_symbol: text(),
  display_currency: text(),
  price_decimal_places: withDefault(z.number().int().min(0).max(3), 2),
  enable_alt_currency: flag(),
  alt_currency: text(),
  alt_currency_symbol: text(),
  alt_currency_price_decimal_places: withDefault(z.number().int().min(0).max(3), 2),
  alt_currency_exchange_rate: withDefault(decimal.pipe(z.number().positive()), 1),
  /** ISO country code used to validate and normalise phone numbers. */
  menu_country: text(),
  enable_arabic_numerals: flag(),
  enable_discount_percentage: flag(),
  display_prices_with_tax: flag(),
  cart_subtotal_include_tax: flag(),
  minimum_order_amount: withDefault(money, 0),
  enable_delivery: flag(),
  enable_takeaway: flag(),
  enable_dine_in: flag(),
  enable_drive_thru: flag(),
  enable_order: flag(),
  enable_search: flag(),
  enable_language_header: flag(),
  enable_language_onboarding: flag(),
  skip_onboarding_screen: flag(),
  enable_adding_same_item_cart: flag(),
  enable_zero_price_item: flag(),
  enable_display_variation_prices: flag(),
  enable_display_order_type_home: flag(),
  enable_product_comments: flag(),
  display_properties_in_product: flag(),
  default_product_image: orNull(sizedImage),
  default_category_image: orNull(sizedImage),
  category_background: optionalText,
  chef_recommends_image: optionalText,
  home_header_text: text(),
  home_footer_text: text(),
  home_display_all_categories: flag(),
  home_view_format: withDefault(decimal.pipe(z.number().int().min(1).max(4)), 1),
  /** Not in the specification (issue 14): every card layout gets the compact list's add button. */
  enable_quick_add: flag(),
  /** Not in the specification (issue 28): home is one scrolling menu of dishes with sticky category tabs. */
  enable_menu_first: flag(),
  outlet_latitude: optionalDecimal,
  outlet_longitude: optionalDecimal,
  product_footer_text: text(),
  addtocart_redirect: optionalText.pipe(z.enum(ADD_TO_CART_REDIRECTS).nullable()),
  enable_wishlist: flag(),
  enable_wishlist_table_orders: flag(),
  al_futtaim_enabled: flag(),
  /** Issue 16: everyone at a table adds to and pays the table's one open order (not in the specification). */
  enable_table_tab: flag(),
  al_futtaim_promotions: flag(),
  gtm_id: optionalText,
  fb_pixel_id: optionalText,
  ga_tracking_id: optionalText,
  google_ads_id: optionalText,
  /** Beyond the specification (issue 16): the guest's dietary filter over the menu's properties. */
  enable_dietary_filter: flag(),
  /**
   * Beyond the specification (issue 29): a guest who asked to be told is pushed every status change of
   * the order; off (the default), only when it is ready, or cancelled or rejected (lib/domain/order-push.ts).
   */
  enable_push_every_status_change: flag(),
};

/** Venue flags of the ordering side (001 sections 1 and 3). */
const ordering = {
  enable_payment_type: flag(),
  enable_cash: flag(),
  enable_card_machine: flag(),
  /** Online (card) payment. */
  payment_enabled: flag(),
  enable_address_google_maps: flag(),
  /** Beyond the specification (issue 24 item 7): the venue delivers only inside zones, so a delivery needs a map position. */
  has_delivery_zones: flag(),
  enable_coupons: flag(),
  enable_order_comments: flag(),
  enable_order_email: flag(),
  enable_order_phone: flag(),
  enable_delivery_datetime: flag(),
  enable_order_geofence: flag(),
  enable_user_send_whatsapp: flag(),
  enable_whatsapp_order: flag(),
  whatsapp_number: optionalText,
  enable_tips: flag(),
  /** Coupon code applied on load when the coupon input is empty. */
  coupon_auto_apply: optionalText,
  /** Page id of the terms; null: no terms checkbox. */
  checkout_terms: orNull(reference),
  cart_footer_text: text(),
  default_language: supportedLanguageOrNull,
  languages: languageEntries,
  /** Our extension (issue 16): the device lists the orders it placed here, with Reorder. */
  enable_my_orders: flag(),
  /** Our extension (issue 28): minutes the kitchen takes once it accepts an order; the tracker shows the ready time. */
  preparation_minutes: orNull(decimal.pipe(z.number().int().positive().max(1440))),
};

/**
 * What a screen cannot work without, so an odd value fails the menu: the venue and its licence, hours,
 * the catalogue's structure and ids, what prices and totals are made of, and the languages. Every other
 * field of the menu is read tolerantly by the guest app (tolerant.ts); a plain parse (an import) is strict.
 */
export const MENU_STRICT = [
  "id",
  "license",
  "license_status",
  "opening_hours",
  "closing_rules",
  "categories",
  "variations",
  "taxes",
  "currency",
  "alt_currency_exchange_rate",
  "display_prices_with_tax",
  "cart_subtotal_include_tax",
  "promotion_on_load",
  "checkout_terms",
  "default_language",
  "languages",
] as const;

/** Answer of GET /{lang}/api/menu/{license}/, localised to {lang}. */
export const menu = z.object(tolerantShape({ ...catalogue, ...ordering }, MENU_STRICT));

/** The menu as the guest app reads it: tolerantly, one logged warning per odd field path. */
export const menuAnswer = tolerantAnswer(menu, "menu");

export type Tax = z.output<typeof tax>;
export type Page = z.output<typeof page>;
export type Promotion = z.output<typeof promotion>;
export type OpeningHour = z.output<typeof openingHour>;
export type Menu = z.output<typeof menu>;
export type MenuInput = z.input<typeof menu>;
