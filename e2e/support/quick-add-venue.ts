import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue, fixtureVenueFile, product } from "./fixture-venue-file";

/**
 * The fixture venue of e2e/quick-add.spec.ts (issue 14 item 2): enable_quick_add on, its category in
 * cards with images (view_format 1), open around the clock. The latte is added at once; the tea has a
 * required size, so its add button opens the variation modal.
 */
export const QUICK_ADD_VENUE = {
  licence: "9592",
  host: "quick-add.localhost",
  menuId: 99600,
  name: "Quick Add Kitchen",
  category: { id: 99601, name: "Coffee" },
  latte: { id: 996011, name: "Cardamom latte", price: 22 },
  tea: { id: 996012, name: "Karak tea", price: 12 },
  size: { id: 99602, name: "Cup size", small: { id: 996021, name: "Small" }, large: { id: 996022, name: "Large" } },
} as const;

export function quickAddVenue(): VenueFileInput {
  const { size } = QUICK_ADD_VENUE;
  const sizes = [size.small.id, size.large.id].map((value, index) => ({
    variation: size.id,
    variation_value: value,
    price: index * 3,
    math_operator: "add",
    display_price: true,
    display_price_product: false,
  }));
  return fixtureVenueFile(demoVenue(), QUICK_ADD_VENUE, {
    enable_quick_add: true,
    home_display_all_categories: false,
    variations: [
      {
        id: size.id,
        name: size.name,
        required: true,
        multiple: false,
        max_choices_allowed: 0,
        values: [
          { id: size.small.id, value: size.small.name },
          { id: size.large.id, value: size.large.name },
        ],
      },
    ],
    categories: [
      category(QUICK_ADD_VENUE.category.id, QUICK_ADD_VENUE.category.name, [
        product(QUICK_ADD_VENUE.latte.id, QUICK_ADD_VENUE.latte.name, QUICK_ADD_VENUE.latte.price, "flat-white"),
        product(QUICK_ADD_VENUE.tea.id, QUICK_ADD_VENUE.tea.name, QUICK_ADD_VENUE.tea.price, "karak", { product_variations: sizes }),
      ]),
    ],
  });
}
