import { menu as menuSchema } from "@/lib/api/schemas/menu";
import { sampleMenu } from "@/lib/api/schemas/test-fixtures";
import { findSearchResults } from "./search-results";

/** Monday 2026-11-23 10:00 in Dubai (UTC+4). */
const MONDAY_10 = new Date("2026-11-23T06:00:00Z");

const product = (id: number, name: string, properties: number[] = [], extra: Record<string, unknown> = {}) => ({
  id,
  name,
  properties,
  ...extra,
});

const demo = menuSchema.parse({
  ...sampleMenu,
  timezone: "Asia/Dubai",
  categories: [
    { id: 1, name: "Tea", products: [product(221, "Karak chai", [2, 4]), product(222, "Moroccan mint tea", [1, 4])] },
    // Closed on Mondays from 09:00 to 12:00: hidden at 10:00.
    {
      id: 7,
      name: "Late night",
      category_hours: [{ weekday: 1, from_hour: "09:00:00", to_hour: "12:00:00", disable_order: true }],
      products: [product(703, "Date milkshake", [4])],
    },
    { id: 8, name: "Elsewhere", external_link: "https://example.com", products: [product(801, "Tea towel", [4])] },
    {
      id: 9,
      name: "Full menu",
      enable_special_category: true,
      special_category_type: "all",
      products: [product(221, "Karak chai", [2, 4])],
    },
    {
      id: 10,
      name: "Breakfast",
      products: [
        product(101, "Shakshuka", [3], {
          product_hours: [{ weekday: 1, from_hour: "09:00:00", to_hour: "12:00:00", disable_order: true }],
        }),
        product(102, "Breakfast tea", [4], { product_hours: [{ weekday: 1, from_hour: "06:00:00", to_hour: "11:00:00" }] }),
      ],
    },
  ],
});

const ids = (searchTerm: string, checkedProperties: number[] = []) =>
  findSearchResults(demo, { searchTerm, checkedProperties }, MONDAY_10).map((found) => found.id);

describe("findSearchResults", () => {
  it("matches names case-insensitively in the searchable categories open now", () => {
    expect(ids("TEA")).toEqual([222, 102]);
  });

  it("matches any checked property, leaving out hidden, external and special categories and each product once", () => {
    expect(ids("", [4])).toEqual([221, 222, 102]);
  });

  it("finds a category's products again once its hours no longer disable it", () => {
    const tuesday = new Date("2026-11-24T06:00:00Z");
    expect(findSearchResults(demo, { searchTerm: "milkshake", checkedProperties: [] }, tuesday).map((found) => found.id)).toEqual([703]);
    expect(ids("milkshake")).toEqual([]);
  });

  it("leaves out a product whose product_hours window disables it now", () => {
    expect(ids("shakshuka")).toEqual([]);
  });

  it("finds nothing when both the term and the properties are empty", () => {
    expect(ids("   ")).toEqual([]);
  });
});
