import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue, fixtureVenueFile, product } from "./fixture-venue-file";

/**
 * The fixture venue of e2e/responsive.spec.ts (issue 28 item 1): a home listing every dish
 * (home_display_all_categories, view format 1) under a header text, in English and Arabic, so the
 * home's first dish and its price can be looked for above the fold; the spec's home without the demo's
 * own (menu-first) home.
 */
export const RESPONSIVE_VENUE = {
  licence: "e2e-9677",
  host: "responsive.localhost",
  menuId: 9677,
  name: { en: "Wide Kitchen", ar: "مطبخ واسع" },
  categories: [
    { id: 96771, name: { en: "Breakfast", ar: "الفطور" } },
    { id: 96772, name: { en: "Mains", ar: "الأطباق الرئيسية" } },
    { id: 96773, name: { en: "Desserts", ar: "الحلويات" } },
  ],
  /** The first dish of the home list, full width. */
  first: { name: { en: "Shakshuka", ar: "شكشوكة" }, price: 38 },
} as const;

const DISHES: readonly (readonly [string, string, string, number])[] = [
  ["Shakshuka", "شكشوكة", "shakshuka", 38],
  ["Balaleet", "بلاليط", "balaleet", 29],
  ["Avocado toast", "توست الأفوكادو", "avocado-toast", 34],
  ["Manakish", "مناقيش", "manakish", 22],
  ["Granola bowl", "وعاء الجرانولا", "granola", 27],
  ["Mixed grill", "مشاوي مشكلة", "mixed-grill", 89],
  ["Machboos", "مجبوس", "machboos", 72],
  ["Hammour", "هامور", "hammour", 95],
  ["Ouzi", "أوزي", "ouzi", 110],
  ["Shawarma", "شاورما", "shawarma", 32],
  ["Kunafa", "كنافة", "kunafa", 34],
  ["Luqaimat", "لقيمات", "luqaimat", 24],
  ["Cheesecake", "تشيز كيك", "cheesecake", 36],
  ["Ice cream", "آيس كريم", "ice-cream", 21],
  ["Date shake", "ميلك شيك التمر", "date-shake", 26],
];

export function responsiveVenue(): VenueFileInput {
  const v = RESPONSIVE_VENUE;
  const categories = v.categories.map((entry, index) =>
    category(
      entry.id,
      entry.name,
      DISHES.slice(index * 5, index * 5 + 5).map(([en, ar, image, price], n) =>
        // The first dish is full width: a row of its own on a phone, one cell of the grid from tablet width.
        product(entry.id * 10 + n + 1, { en, ar }, price, image, { fullwidth: index === 0 && n === 0 }),
      ),
    ),
  );
  return fixtureVenueFile(
    demoVenue(),
    { licence: v.licence, host: v.host, menuId: v.menuId, name: v.name.en },
    {
      name: v.name,
      enable_order: true,
      home_display_all_categories: true,
      home_view_format: 1,
      home_header_text: {
        en: "Fresh breakfasts, grills and sweets, made to order all day.",
        ar: "فطور ومشاوي وحلويات طازجة، تُحضّر عند الطلب طوال اليوم.",
      },
      categories,
    },
    {
      languages: [
        { code: "en", name_local: "English" },
        { code: "ar", name_local: "العربية" },
      ],
    },
  );
}
