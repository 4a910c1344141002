import type { VenueFileInput } from "@/server/venue/venue-file";
import {
  category,
  demoVenue,
  fixtureVenueFile,
  product,
  type FixtureVenue,
  type JsonObject,
  NAME_ONLY_CHECKOUT,
  CASH_ONLY,
} from "./fixture-venue-file";

/**
 * Fixture venues of e2e/my-orders.spec.ts (issue 16 item 3): the demo's money settings (AED with 2
 * decimals, VAT 5 % and a fixed service fee of 2), open around the clock, cash only, a checkout asking
 * only a name, one category of two products. The first has My orders on, the second has it off.
 */
export const MY_ORDERS_VENUE = {
  licence: "9540",
  host: "my-orders.localhost",
  menuId: 98501,
  name: "Reorder Kitchen",
  category: { id: 98511, name: "Coffee" },
  latte: { id: 98521, name: "Cardamom latte", price: 22 },
  cake: { id: 98522, name: "Date cake", price: 30 },
} as const;

export const NO_MY_ORDERS_VENUE = {
  licence: "9541",
  host: "no-my-orders.localhost",
  menuId: 98502,
  name: "Plain Kitchen",
  category: { id: 98512, name: "Coffee" },
  latte: { id: 98523, name: "Cardamom latte", price: 22 },
  cake: { id: 98524, name: "Date cake", price: 30 },
} as const;

type Fixture = typeof MY_ORDERS_VENUE | typeof NO_MY_ORDERS_VENUE;

interface Catalogue {
  /** Today's price of the latte. */
  lattePrice?: number;
  /** The cake on the menu (taken off to see Reorder leave it out). */
  withCake?: boolean;
}

function venueFile(
  venue: Fixture & FixtureVenue,
  menu: JsonObject,
  { lattePrice = venue.latte.price, withCake = true }: Catalogue,
): VenueFileInput {
  const products = [product(venue.latte.id, venue.latte.name, lattePrice, "flat-white")];
  if (withCake) products.push(product(venue.cake.id, venue.cake.name, venue.cake.price, "kunafa"));
  return fixtureVenueFile(demoVenue(), venue, {
    home_display_all_categories: false,
    ...NAME_ONLY_CHECKOUT,
    ...CASH_ONLY,
    categories: [category(venue.category.id, venue.category.name, products)],
    ...menu,
  });
}

export function myOrdersVenue(catalogue: Catalogue = {}): VenueFileInput {
  return venueFile(MY_ORDERS_VENUE, { enable_my_orders: true }, catalogue);
}

export function noMyOrdersVenue(): VenueFileInput {
  return venueFile(NO_MY_ORDERS_VENUE, {}, {});
}
