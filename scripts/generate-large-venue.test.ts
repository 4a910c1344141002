import { localise } from "../server/venue/localise";
import { venueFile } from "../server/venue/venue-file";
import { LANGUAGES, LARGE_LICENSE, largeVenue } from "./generate-large-venue";

describe("the large benchmark venue", () => {
  it("is a venue file the CLI imports, in the fifteen languages", () => {
    const parsed = venueFile.parse(largeVenue(13, 50, 4));
    expect(parsed.license).toBe(LARGE_LICENSE);
    expect(parsed.languages.map((language) => language.code).sort()).toEqual([...LANGUAGES].sort());
    expect(LANGUAGES).toHaveLength(15);
  });

  it("has the products asked for, spread over the categories, with unique ids", () => {
    const menu = largeVenue(13, 50, 4).menu as { categories: { products: { id: number }[] }[] };
    const ids = menu.categories.flatMap((category) => category.products.map((product) => product.id));
    expect(menu.categories).toHaveLength(4);
    expect(ids).toHaveLength(50);
    expect(new Set(ids).size).toBe(50);
  });

  it("writes every product's texts in each language's own script", () => {
    const menu = largeVenue(13, 4, 1).menu;
    const russian = localise(menu, "ru", "en") as { categories: { products: { name: string }[] }[] };
    const name = russian.categories[0]?.products[0]?.name ?? "";
    expect(name).toMatch(/^[\u0400-\u04ff ]+$/);
  });

  it("is the same for the same seed and differs for another", () => {
    expect(JSON.stringify(largeVenue(13, 20, 2))).toBe(JSON.stringify(largeVenue(13, 20, 2)));
    expect(JSON.stringify(largeVenue(14, 20, 2))).not.toBe(JSON.stringify(largeVenue(13, 20, 2)));
  });
});
