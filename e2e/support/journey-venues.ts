import { readFileSync } from "node:fs";
import path from "node:path";
import type { VenueFileInput } from "@/server/venue/venue-file";

/**
 * The venue of the shared-link journey (issue 11): the demo's settings (theme, currency, taxes) with
 * a small catalogue of its own, always open, taking takeaway orders paid in cash only, and going
 * "back" after Add To Cart as the demo does (`addtocart_redirect: back`), which is what must never
 * leave the site when the guest arrived straight on a product.
 */
export const JOURNEY_VENUE = {
  licence: "9500",
  host: "journey-shared.localhost",
  menuId: 95000,
  name: "Journey Kitchen",
  category: { id: 95100, name: "Mezze" },
  products: {
    hummus: { id: 95101, name: "Hummus", price: 28 },
    falafel: { id: 95102, name: "Falafel plate", price: 32 },
  },
} as const;

type JsonObject = Record<string, unknown>;

function product(id: number, name: string, price: number, image: string): JsonObject {
  return {
    id, name, sku: `E2E-${id}`, price, discount: 0, description: "", small_description: "",
    images: [{ image: `/demo/products/${image}.svg`, image_width: 600, image_height: 450 }],
    product_hours: [], product_variations: [], properties: [], out_of_stock: false, card_shadow: true,
    pos_available_qty: null,
  };
}

export function journeyVenues(): VenueFileInput[] {
  const file = path.join(process.cwd(), "server", "seed", "venues", "demo.json");
  const demo = JSON.parse(readFileSync(file, "utf8")) as { menu: JsonObject };
  const { category: c, products: p } = JOURNEY_VENUE;
  return [
    {
      license: JOURNEY_VENUE.licence,
      license_status: "ACTIVE",
      default_language: "en",
      languages: [{ code: "en", name_local: "English" }],
      custom_domains: [JOURNEY_VENUE.host],
      payment_provider: "stripe",
      menu: {
        ...demo.menu,
        id: JOURNEY_VENUE.menuId,
        name: JOURNEY_VENUE.name,
        opening_hours: [],
        closing_rules: [],
        pages: [],
        forms: [],
        promotions: [],
        promotion_on_load: null,
        skip_onboarding_screen: true,
        enable_display_order_type_home: false,
        home_header_text: "",
        home_footer_text: "",
        addtocart_redirect: "back",
        enable_adding_same_item_cart: false,
        enable_delivery: false,
        enable_dine_in: false,
        enable_drive_thru: false,
        enable_takeaway: true,
        enable_payment_type: true,
        enable_cash: true,
        enable_card_machine: false,
        payment_enabled: false,
        enable_tips: false,
        enable_coupons: false,
        coupon_auto_apply: null,
        minimum_order_amount: 0,
        enable_order_geofence: false,
        enable_whatsapp_order: false,
        enable_order_email: false,
        enable_order_phone: false,
        enable_delivery_datetime: false,
        checkout_terms: null,
        categories: [
          {
            id: c.id, name: c.name, description: "", parent: null, promotions: [], category_hours: [], view_format: 1,
            card_shadow: true, image: { product: null },
            products: [product(p.hummus.id, p.hummus.name, p.hummus.price, "hummus"), product(p.falafel.id, p.falafel.name, p.falafel.price, "falafel-box")],
          },
        ],
      },
    },
  ];
}
