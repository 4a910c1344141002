import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue, fixtureVenueFile, product } from "./fixture-venue-file";

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

export function journeyVenues(): VenueFileInput[] {
  const demo = demoVenue();
  const { category: c, products: p } = JOURNEY_VENUE;
  return [
    fixtureVenueFile(demo, JOURNEY_VENUE, {
      skip_onboarding_screen: true,
      addtocart_redirect: "back",
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
        category(c.id, c.name, [
          product(p.hummus.id, p.hummus.name, p.hummus.price, "hummus"),
          product(p.falafel.id, p.falafel.name, p.falafel.price, "falafel-box"),
        ]),
      ],
    }),
  ];
}
