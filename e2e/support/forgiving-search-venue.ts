import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue, fixtureVenueFile, product } from "./fixture-venue-file";

/**
 * The venue of e2e/search-forgiving.spec.ts (issue 28 item 9) for the scripts the demo venue does not
 * serve: Persian, Hebrew and Japanese, with German for ß. Each dish is named as a menu writes it (Persian
 * keheh and yeh, Hebrew niqqud, katakana); the tests type what a guest's keyboard gives instead.
 */
export const FORGIVING_SEARCH_VENUE = {
  licence: "e2e-search-28",
  host: "search-scripts.localhost",
  menuId: 92809,
  name: "Search Scripts Kitchen",
  category: { id: 928090, name: { en: "Dishes", de: "Gerichte", fa: "غذاها", he: "מנות", ja: "料理" } },
  products: {
    kebab: {
      id: 928091,
      name: { en: "Kebab koobideh", de: "Kebab Kubideh", fa: "کباب کوبیده", he: "קבב כובידה", ja: "クビデ・ケバブ" },
    },
    tea: {
      id: 928092,
      name: { en: "Saffron tea", de: "Safrantee", fa: "چای زعفرانی", he: "תה זעפרן", ja: "サフランティー" },
    },
    shakshuka: {
      id: 928093,
      name: { en: "Shakshuka", de: "Schakschuka", fa: "شکشوکا", he: "שַׁקְשׁוּקָה", ja: "シャクシュカ" },
    },
    sausage: {
      id: 928094,
      name: { en: "White sausage", de: "Weißwurst", fa: "سوسیس سفید", he: "נקניק לבן", ja: "白ソーセージ" },
    },
    latte: {
      id: 928095,
      name: { en: "Matcha latte", de: "Matcha-Latte", fa: "لاته ماچا", he: "לאטה מאצ׳ה", ja: "抹茶ラテ" },
    },
    hamburg: {
      id: 928096,
      name: { en: "Hamburg steak", de: "Hacksteak", fa: "استیک همبرگ", he: "סטייק המבורג", ja: "ハンバーグ" },
    },
  },
} as const;

export function forgivingSearchVenue(): VenueFileInput {
  const { category: c, products: p } = FORGIVING_SEARCH_VENUE;
  const dish = (entry: { id: number; name: Record<string, string> }, image: string) => product(entry.id, entry.name, 20, image);
  return fixtureVenueFile(
    demoVenue(),
    FORGIVING_SEARCH_VENUE,
    {
      enable_search: true,
      categories: [
        category(c.id, c.name, [
          dish(p.kebab, "mixed-grill"),
          dish(p.tea, "saffron-tea"),
          dish(p.shakshuka, "shakshuka"),
          dish(p.sausage, "shawarma"),
          dish(p.latte, "flat-white"),
          dish(p.hamburg, "ouzi"),
        ]),
      ],
    },
    {
      languages: [
        { code: "en", name_local: "English" },
        { code: "de", name_local: "Deutsch" },
        { code: "fa", name_local: "فارسی" },
        { code: "he", name_local: "עברית" },
        { code: "ja", name_local: "日本語" },
      ],
    },
  );
}
