import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue, fixtureVenueFile, product, type FixtureVenue } from "./fixture-venue-file";

/**
 * Fixture venues of e2e/catalogue-settings.spec.ts (issue 26 items 3, 4, 9 and 11): each is English and
 * Arabic, open around the clock, and differs from the demo's settings only in what its test is about.
 */
const ENGLISH_AND_ARABIC: Partial<VenueFileInput> = {
  languages: [
    { code: "en", name_local: "English" },
    { code: "ar", name_local: "العربية" },
  ],
};

/** ui_str_discount labels the discount badge; category titles follow the theme's 20 px. */
export const BADGE_VENUE = {
  licence: "e2e-9630",
  host: "cat-badge.localhost",
  menuId: 9630,
  name: "Badge Kitchen",
  label: { en: "AUDOFF", ar: "تخفيض الموسم" },
  category: { id: 96301, name: "Sweets" },
  cake: { id: 963011, name: "Date cake", price: 30, discount: 10 },
  categoryTitlePx: 20,
} as const;

/** Onboarding skipped, a promotion on load: the popup opens at home load. */
export const PROMOTION_VENUE = {
  licence: "e2e-9631",
  host: "cat-promo.localhost",
  menuId: 9631,
  name: "Promotion Kitchen",
  promotion: { id: 96311, title: { en: "Two for one", ar: "اثنان بسعر واحد" } },
  category: { id: 96312, name: "Mains" },
} as const;

/** A compact list (view_format 4) with a free product whose card has no link (disable_link). */
export const COMPACT_VENUE = {
  licence: "e2e-9632",
  host: "cat-compact.localhost",
  menuId: 9632,
  name: "Compact Kitchen",
  category: { id: 96321, name: "Drinks" },
  water: { id: 963211, name: "Tap water" },
} as const;

function badgeVenue(): VenueFileInput {
  const v = BADGE_VENUE;
  const cake = product(v.cake.id, v.cake.name, v.cake.price, "kunafa", { discount: v.cake.discount });
  return fixtureVenueFile(
    demoVenue(),
    v satisfies FixtureVenue,
    {
      enable_discount_percentage: true,
      home_display_all_categories: false,
      ui_strings: { ui_str_discount: v.label },
      categories: [category(v.category.id, v.category.name, [cake])],
    },
    ENGLISH_AND_ARABIC,
  );
}

function promotionVenue(): VenueFileInput {
  const v = PROMOTION_VENUE;
  const promotion = {
    id: v.promotion.id,
    title: v.promotion.title,
    image: { product: "/demo/promotions/en/breakfast.svg", retina: null },
    video: null,
    enable: true,
  };
  return fixtureVenueFile(
    demoVenue(),
    v satisfies FixtureVenue,
    {
      skip_onboarding_screen: true,
      promotions: [promotion],
      promotion_on_load: v.promotion.id,
      home_display_all_categories: false,
      categories: [category(v.category.id, v.category.name, [product(963121, "Mixed grill", 89, "mixed-grill")])],
    },
    ENGLISH_AND_ARABIC,
  );
}

function compactVenue(): VenueFileInput {
  const v = COMPACT_VENUE;
  const water = product(v.water.id, v.water.name, 0, "flat-white", { disable_link: true });
  return fixtureVenueFile(
    demoVenue(),
    v satisfies FixtureVenue,
    {
      enable_order: true,
      enable_zero_price_item: true,
      home_display_all_categories: true,
      home_view_format: 4,
      categories: [category(v.category.id, v.category.name, [water], { view_format: 4 })],
    },
    ENGLISH_AND_ARABIC,
  );
}

export function catalogueVenues(): VenueFileInput[] {
  return [badgeVenue(), promotionVenue(), compactVenue()];
}
