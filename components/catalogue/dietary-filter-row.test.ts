import demo from "@/server/seed/venues/demo.json";
import { menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import { readTolerantly } from "@/lib/api/schemas/tolerant";
import { localise } from "@/server/venue/localise";
import { dishAttributes, dishItemAttributes, offersDietaryFilter } from "./dietary-filter-row";

const menu: Menu = menuSchema.parse(localise(demo.menu, "en", "en"));

describe("offersDietaryFilter (enable_dietary_filter, default off)", () => {
  it("is off for a venue that follows the specification: its cards carry nothing new", () => {
    expect(menu.enable_dietary_filter).toBe(false);
    expect(offersDietaryFilter(menu)).toBe(false);
    expect(dishAttributes(menu, { id: 211, properties: [2] })).toEqual({});
    expect(dishItemAttributes(menu, { id: 211, properties: [2] })).toEqual({});
  });

  it("is on with the flag and properties to filter by; cards then name their dish and its properties", () => {
    const on = { ...menu, enable_dietary_filter: true };
    expect(offersDietaryFilter(on)).toBe(true);
    expect(dishAttributes(on, { id: 211, properties: [2, 6] })).toEqual({ "data-dish-id": 211, "data-dish-props": "2 6" });
    expect(dishItemAttributes(on, { id: 211, properties: [] })).toEqual({ "data-dish-item": 211, "data-dish-props": "" });
  });

  it("stays off for a menu without properties: there is nothing to choose", () => {
    expect(offersDietaryFilter({ ...menu, enable_dietary_filter: true, properties: [] })).toBe(false);
  });

  it("reads an odd flag value as off, with one warning (the guest app's tolerant reader)", () => {
    const warnings: string[] = [];
    const read = readTolerantly(
      menuSchema,
      { ...(localise(demo.menu, "en", "en") as object), enable_dietary_filter: "yes" },
      "menu",
      (warning) => warnings.push(warning.path),
    );
    if (!read.success) throw read.error;
    expect(read.data.enable_dietary_filter).toBe(false);
    expect(warnings).toEqual(["enable_dietary_filter"]);
  });
});
