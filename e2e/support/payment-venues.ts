import { readFileSync } from "node:fs";
import path from "node:path";
import { SPECIFICATION_DEFAULTS } from "./fixture-venue-file";

/**
 * The venue of e2e/journey-table-payment.spec.ts: a copy of the demo (AED, VAT 5 % and a service fee
 * of 2, cash, card machine and online payment through the sandbox gateway as provider stripe, tables
 * 1 to 12) under its own licence and host, open around the clock, without the dine-in geofence (the
 * guest's position is not what this journey is about), WhatsApp ordering, the opening promotion or the
 * flags beyond the specification (a table's orders are each their own, not a tab);
 * Add To Cart goes to the cart.
 */
export const PAYMENT_VENUE = {
  licence: "9510",
  host: "pay-table.localhost",
  menuId: 96000,
  name: "Saffron & Sand",
  /** Grilled hammour, AED 84: above the minimum order of 30 on its own. */
  product: { id: 405, name: "Grilled hammour" },
  /** Kunafa, AED 34, without variations: the line added to the cart after the Decline. */
  extra: { id: 601, name: "Kunafa" },
} as const;

type Json = Record<string, unknown>;

export function paymentVenue(): Json {
  const demo = JSON.parse(readFileSync(path.join(process.cwd(), "server", "seed", "venues", "demo.json"), "utf8")) as Json & { menu: Json };
  return {
    ...demo,
    license: PAYMENT_VENUE.licence,
    custom_domains: [PAYMENT_VENUE.host],
    menu: {
      ...demo.menu,
      ...SPECIFICATION_DEFAULTS,
      id: PAYMENT_VENUE.menuId,
      opening_hours: [],
      closing_rules: [],
      forms: [],
      promotion_on_load: null,
      enable_order_geofence: false,
      enable_whatsapp_order: false,
      addtocart_redirect: "cart",
    },
  };
}
