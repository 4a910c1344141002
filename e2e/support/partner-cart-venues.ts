import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue, fixtureVenueFile, product } from "./fixture-venue-file";

/**
 * The partner venue of e2e/partner-cart.spec.ts (issue 12 items 1 and 2): al_futtaim_enabled with the
 * demo's settings (AED with 2 decimals, VAT 5 % and a fixed service fee of 2, country AE), open around
 * the clock, dine-in at tables 1 to 4 and takeaway, cash, card machine and online payment through the
 * sandbox gateway, the phone asked at checkout. Its partner block: one employee, a 10 % loyalty
 * promotion on coffee for everyone, and 20 % off everything for the employee at a table.
 */
export const PARTNER_CART_VENUE = {
  licence: "9561",
  host: "partner-cart-table.localhost",
  menuId: 95610,
  name: "Partner Cart Kitchen",
  category: { id: 95601, name: "Café" },
  /** AED 18: the coffee of 'Blue rewards: 10% off coffee'. */
  coffee: { id: 95611, name: "Cappuccino", price: 18 },
  /** AED 48. */
  sandwich: { id: 95612, name: "Club sandwich", price: 48 },
  employee: { id: "EMP-561", phone: "+971503330561", typed: "050 333 0561" },
  promotions: { coffee: "Blue rewards: 10% off coffee", employee: "Team member meal: 20% off" },
} as const;

export function partnerCartVenue(): VenueFileInput {
  const venue = PARTNER_CART_VENUE;
  const products = [
    product(venue.coffee.id, venue.coffee.name, venue.coffee.price, "flat-white"),
    product(venue.sandwich.id, venue.sandwich.name, venue.sandwich.price, "kunafa"),
  ];
  return fixtureVenueFile(
    demoVenue(),
    venue,
    {
      al_futtaim_enabled: true,
      al_futtaim_promotions: true,
      enable_alt_currency: false,
      home_display_all_categories: false,
      enable_delivery: false,
      enable_takeaway: true,
      enable_dine_in: true,
      enable_drive_thru: false,
      enable_payment_type: true,
      enable_cash: true,
      enable_card_machine: true,
      payment_enabled: true,
      enable_order_phone: true,
      enable_order_email: false,
      enable_order_comments: true,
      enable_delivery_datetime: false,
      enable_order_geofence: false,
      enable_coupons: false,
      coupon_auto_apply: null,
      checkout_terms: null,
      enable_whatsapp_order: false,
      enable_wishlist: false,
      minimum_order_amount: 0,
      addtocart_redirect: "cart",
      categories: [category(venue.category.id, venue.category.name, products)],
    },
    {
      table_sections: [{ name: "Terrace", minimum_order_amount: 0, tables: ["1", "2", "3", "4"] }],
      partner: {
        wallets: [],
        employees: [{ employee_id: venue.employee.id, employee_phone: venue.employee.phone }],
        loyalty_promotions: [
          {
            name: venue.promotions.coffee,
            percent: 10,
            products: [venue.coffee.id],
            order_types: ["dine_in", "takeaway"],
            employees_only: false,
          },
          { name: venue.promotions.employee, percent: 20, products: [], order_types: ["dine_in"], employees_only: true },
        ],
      },
    },
  );
}
