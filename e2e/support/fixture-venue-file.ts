import { readFileSync } from "node:fs";
import path from "node:path";
import type { VenueFileInput } from "@/server/venue/venue-file";

/**
 * What every e2e fixture venue shares: the demo venue's settings (theme, currency, taxes, flags) with the
 * fixture's own catalogue on its own *.localhost host, and nothing else of the demo (forms, promotions,
 * pages) so ids cannot clash and screens stay small. Each fixture file states only what makes it differ.
 */
export type JsonObject = Record<string, unknown>;

export type DemoVenue = { menu: JsonObject; delivery_zones: NonNullable<VenueFileInput["delivery_zones"]> } & JsonObject;

export interface FixtureVenue {
  licence: string;
  host: string;
  menuId: number;
  name: string;
}

export function demoVenue(): DemoVenue {
  const file = path.join(process.cwd(), "server", "seed", "venues", "demo.json");
  return JSON.parse(readFileSync(file, "utf8")) as DemoVenue;
}

/**
 * The demo venue whole (its menu, settings and texts) under its own licence, host and menu id, always open (no
 * hours, no closing rules), without the demo's forms (their ids are unique across venues) or its promotion on
 * load, and with the specification's defaults for the flags beyond it. `menu` overrides what a spec needs.
 */
export function alwaysOpenDemo(venue: Pick<FixtureVenue, "licence" | "host" | "menuId">, menu: JsonObject = {}): JsonObject {
  const demo = demoVenue();
  return {
    ...demo,
    license: venue.licence,
    custom_domains: [venue.host],
    menu: {
      ...demo.menu,
      id: venue.menuId,
      opening_hours: [],
      closing_rules: [],
      forms: [],
      promotion_on_load: null,
      ...SPECIFICATION_DEFAULTS,
      ...menu,
    },
  };
}

/** A name as a venue file holds it: one text, or one per language. */
export type VenueText = string | Readonly<Record<string, string>>;

export function product(id: number, name: VenueText, price: number, image: string, extra: JsonObject = {}): JsonObject {
  return {
    id,
    name,
    sku: `E2E-${id}`,
    price,
    discount: 0,
    description: "",
    small_description: "",
    images: [{ image: `/demo/products/${image}.svg`, image_width: 600, image_height: 450 }],
    product_hours: [],
    product_variations: [],
    properties: [],
    out_of_stock: false,
    card_shadow: true,
    pos_available_qty: null,
    ...extra,
  };
}

export function category(id: number, name: VenueText, products: JsonObject[], extra: JsonObject = {}): JsonObject {
  return {
    id,
    name,
    description: "",
    parent: null,
    products,
    promotions: [],
    category_hours: [],
    view_format: 1,
    card_shadow: true,
    image: { product: null },
    ...extra,
  };
}

/**
 * The flags beyond the specification at their defaults (off), as the specification's venue has them. The
 * demo turns them on to show them (issue 28 item 12); a copy of the demo states the ones its test is about.
 */
export const SPECIFICATION_DEFAULTS = {
  enable_my_orders: false,
  enable_table_tab: false,
  enable_quick_add: false,
  enable_push_every_status_change: false,
} as const;

/**
 * A venue file: open around the clock, English only, staying on a product after an add, with the flags
 * beyond the specification off, unless `menu` says otherwise.
 */
export function fixtureVenueFile(
  demo: DemoVenue,
  venue: FixtureVenue,
  menu: JsonObject,
  extra: Partial<VenueFileInput> = {},
): VenueFileInput {
  return {
    license: venue.licence,
    license_status: "ACTIVE",
    default_language: "en",
    languages: [{ code: "en", name_local: "English" }],
    custom_domains: [venue.host],
    payment_provider: "stripe",
    ...extra,
    menu: {
      ...demo.menu,
      id: venue.menuId,
      name: venue.name,
      opening_hours: [],
      closing_rules: [],
      pages: [],
      forms: [],
      promotions: [],
      promotion_on_load: null,
      skip_onboarding_screen: false,
      enable_display_order_type_home: false,
      home_header_text: "",
      home_footer_text: "",
      addtocart_redirect: null,
      enable_adding_same_item_cart: false,
      // The demo opens on the menu-first home (issue 28); fixtures keep the specification's home unless they say so.
      enable_menu_first: false,
      ...SPECIFICATION_DEFAULTS,
      ...menu,
    },
  };
}

/**
 * The checkout of most fixture venues: it asks only a name (no e-mail, phone, date-time or terms), with no
 * geofence, coupons or WhatsApp, so each journey stays on its subject. Spread first; a venue overrides after.
 */
export const NAME_ONLY_CHECKOUT = {
  enable_order_email: false,
  enable_order_phone: false,
  enable_delivery_datetime: false,
  enable_order_geofence: false,
  checkout_terms: null,
  enable_coupons: false,
  coupon_auto_apply: null,
  enable_whatsapp_order: false,
} as const;

/** Cash is the only payment type. */
export const CASH_ONLY = { payment_enabled: false, enable_card_machine: false } as const;
