import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue, fixtureVenueFile, product } from "./fixture-venue-file";

/**
 * The demo venue opens on the menu-first home (enable_menu_first, issue 28 item 2). SPEC_HOME_VENUE is the
 * demo's catalogue, languages, texts and name with the flag off: the specification's home (category cards),
 * for the tests of that home, of a client navigation from its cards and of e2e/menu-first.spec.ts.
 */
export const SPEC_HOME_VENUE = {
  licence: "9628",
  host: "spec-home.localhost",
  menuId: 99628,
  name: "Saffron & Sand",
} as const;

export function specHomeVenue(): VenueFileInput {
  const demo = demoVenue();
  const { menu } = demo;
  return fixtureVenueFile(
    demo,
    SPEC_HOME_VENUE,
    {
      enable_menu_first: false,
      categories: menu.categories,
      promotions: menu.promotions,
      home_header_text: menu.home_header_text,
      home_footer_text: menu.home_footer_text,
      enable_display_order_type_home: menu.enable_display_order_type_home,
      addtocart_redirect: menu.addtocart_redirect,
      enable_adding_same_item_cart: menu.enable_adding_same_item_cart,
    },
    {
      default_language: demo.default_language as VenueFileInput["default_language"],
      languages: demo.languages as VenueFileInput["languages"],
    },
  );
}

/**
 * A menu-first venue taking orders with no dish to show at this hour: its one category is still being
 * filled (no products), so its home has no tabs and no section, only the cart beside the menu on a desktop.
 */
export const MENU_FIRST_EMPTY_VENUE = {
  licence: "9629",
  host: "menu-first-empty.localhost",
  menuId: 99629,
  name: "Empty Shelf",
} as const;

export function menuFirstEmptyVenue(): VenueFileInput {
  return fixtureVenueFile(demoVenue(), MENU_FIRST_EMPTY_VENUE, {
    enable_menu_first: true,
    categories: [category(96291, "Coming soon", [])],
  });
}

/**
 * A menu-first venue with more dishes than the home lists (lib/domain/menu-first.ts homeSections): six
 * categories of fifteen dishes, open around the clock.
 */
export const MENU_FIRST_LONG_VENUE = {
  licence: "9630",
  host: "menu-first-long.localhost",
  menuId: 99630,
  name: "Long Table",
  categories: 6,
  dishesEach: 15,
} as const;

export function menuFirstLongVenue(): VenueFileInput {
  const { categories, dishesEach } = MENU_FIRST_LONG_VENUE;
  return fixtureVenueFile(demoVenue(), MENU_FIRST_LONG_VENUE, {
    enable_menu_first: true,
    categories: Array.from({ length: categories }, (_, c) =>
      category(
        96300 + c + 1,
        `Course ${c + 1}`,
        Array.from({ length: dishesEach }, (_, d) => product(963000 + (c + 1) * 100 + d, `Dish ${c + 1}.${d + 1}`, 10 + d, "shakshuka")),
      ),
    ),
  });
}
