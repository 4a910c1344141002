import { menu } from "@/lib/api/schemas/menu";
import { sampleMenu } from "@/lib/api/schemas/test-fixtures";
import { drawerEntries } from "./drawer-entries";

const base = { description: null, products: [], promotions: [], view_format: 1, image: { product: null } };

const parsed = menu.parse({
  ...sampleMenu,
  timezone: "Asia/Dubai",
  categories: [
    { ...base, id: 1, name: "Breakfast", parent: null },
    { ...base, id: 2, name: "Drinks", parent: null },
    { ...base, id: 21, name: "Hot coffee", parent: 2 },
    { ...base, id: 3, name: "Hidden link", parent: null, disable_link: true },
    { ...base, id: 4, name: "Elsewhere", parent: null, external_link: "https://example.com" },
    {
      ...base,
      id: 7,
      name: "Late night",
      parent: null,
      // As the demo's Late night: a disabled window from 07:00 to 21:00, open from 21:00 to midnight.
      category_hours: [
        { weekday: 1, from_hour: "07:00:00", to_hour: "21:00:00", disable_order: true },
        { weekday: 1, from_hour: "21:00:00", to_hour: "00:00:00", disable_order: false },
      ],
    },
  ],
  pages: [{ id: 9, title: "Terms", content: "<p>Terms</p>" }],
  promotions: [{ id: 5, title: "Ramadan", image: { product: null, retina: null }, video: null, enable: false }],
  forms: [
    { id: 2, name: "Feedback", enable: true, enable_geofence: false, display_on_menu_load: false, form_data: "[]" },
    { id: 3, name: "Old survey", enable: false, enable_geofence: false, display_on_menu_load: false, form_data: "[]" },
  ],
});

// Monday 2026-11-23 in Dubai (UTC+4).
const mondayNoon = new Date("2026-11-23T12:00:00+04:00");
const mondayLate = new Date("2026-11-23T22:00:00+04:00");

describe("drawerEntries", () => {
  it("lists only linkable top-level categories within their hours", () => {
    expect(drawerEntries(parsed, mondayNoon).categories).toEqual([
      { key: "category-1", href: "/category/1/", label: "Breakfast" },
      { key: "category-2", href: "/category/2/", label: "Drinks" },
    ]);
    expect(drawerEntries(parsed, mondayLate).categories.map((entry) => entry.label)).toEqual(["Breakfast", "Drinks", "Late night"]);
  });

  it("lists Promotions only when an enabled promotion exists", () => {
    expect(drawerEntries(parsed, mondayNoon).showPromotions).toBe(false);
    const withEnabled = { ...parsed, promotions: parsed.promotions.map((promotion) => ({ ...promotion, enable: true })) };
    expect(drawerEntries(withEnabled, mondayNoon).showPromotions).toBe(true);
  });

  it("lists info pages by title and enabled forms by name", () => {
    const entries = drawerEntries(parsed, mondayNoon);
    expect(entries.pages).toEqual([{ key: "page-9", href: "/page/9/", label: "Terms" }]);
    expect(entries.forms).toEqual([{ key: "form-2", href: "/form/2/", label: "Feedback" }]);
  });
});
