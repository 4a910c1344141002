import {
  HOME_DISH_BUDGET,
  homeSections,
  menuDishes,
  menuSections,
  popularDishes,
  POPULAR_LIMIT,
  SECTION_DISH_LIMIT,
  type SectionContent,
} from "./menu-first";

interface Cat {
  id: number;
  name: string;
}
interface Dish {
  id: number;
  recommend: boolean;
  out_of_stock: boolean;
}

const dish = (id: number, extra: Partial<Dish> = {}): Dish => ({ id, recommend: false, out_of_stock: false, ...extra });
const cat = (id: number, name: string): Cat => ({ id, name });

// The demo venue's shape: Breakfast; Coffee & drinks with three subcategories; Mezze; a special "Offers";
// "What's on" (promotions only); a category whose products the hours all hide.
const breakfast = cat(1, "Breakfast");
const drinks = cat(2, "Coffee & drinks");
const hot = cat(21, "Hot coffee");
const tea = cat(22, "Tea");
const juice = cat(23, "Juices");
const mezze = cat(3, "Mezze");
const offers = cat(11, "Offers");
const whatsOn = cat(8, "What's on");
const lateNight = cat(7, "Late night");

const contents: Record<number, SectionContent<Cat, Dish>> = {
  1: { kind: "products", products: [dish(101, { recommend: true }), dish(102)] },
  2: { kind: "subcategories", categories: [hot, tea, juice] },
  21: { kind: "products", products: [dish(211), dish(213, { recommend: true })] },
  22: { kind: "products", products: [dish(221)] },
  23: { kind: "products", products: [dish(231, { recommend: true, out_of_stock: true })] },
  3: { kind: "products", products: [dish(301), dish(101, { recommend: true })] },
  11: { kind: "special" },
  8: { kind: "promotions" },
  7: { kind: "empty" },
};
const contentOf = (category: Cat): SectionContent<Cat, Dish> => contents[category.id] ?? { kind: "empty" };

describe("menuSections: one section per category whose screen lists dishes", () => {
  const sections = menuSections([breakfast, drinks, mezze, offers, whatsOn, lateNight], contentOf);

  it("lists the home's categories in order, a parent replaced by its subcategories", () => {
    expect(sections.map((section) => section.category.name)).toEqual(["Breakfast", "Hot coffee", "Tea", "Juices", "Mezze"]);
  });

  it("keeps each category's dishes as its screen lists them", () => {
    expect(sections[1]?.products.map((product) => product.id)).toEqual([211, 213]);
  });

  it("gives special, promotion-only and empty categories no section", () => {
    const names = sections.map((section) => section.category.name);
    for (const name of ["Offers", "What's on", "Late night"]) expect(names).not.toContain(name);
  });

  it("walks a category linked twice (a cycle in venue data) once", () => {
    const loop: Record<number, SectionContent<Cat, Dish>> = {
      2: { kind: "subcategories", categories: [hot, drinks] },
      21: { kind: "subcategories", categories: [drinks, tea] },
      22: { kind: "products", products: [dish(221)] },
    };
    expect(menuSections([drinks, tea], (category) => loop[category.id] ?? { kind: "empty" }).map((section) => section.category.id)).toEqual(
      [22],
    );
  });

  it("gives a category listing no dishes no section", () => {
    expect(menuSections([breakfast], () => ({ kind: "products", products: [] }))).toEqual([]);
  });
});

describe("popularDishes: the recommended dishes, in stock, in menu order, each once", () => {
  it("takes the recommended dishes of the sections in their order, once, leaving out those out of stock", () => {
    const sections = menuSections([breakfast, drinks, mezze], contentOf);
    expect(popularDishes(sections).map((product) => product.id)).toEqual([101, 213]);
  });

  it("has no row when nothing is recommended", () => {
    expect(popularDishes([{ category: breakfast, products: [dish(1), dish(2)] }])).toEqual([]);
  });

  it(`holds at most ${POPULAR_LIMIT} dishes`, () => {
    const many = Array.from({ length: 14 }, (_, index) => dish(index + 1, { recommend: true }));
    expect(popularDishes([{ category: breakfast, products: many }]).map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe("menuDishes: every dish once, for the dietary filter", () => {
  it("lists a dish of two categories once, at its first place", () => {
    const sections = menuSections([breakfast, mezze], contentOf);
    expect(menuDishes(sections).map((product) => product.id)).toEqual([101, 102, 301]);
  });
});

describe("homeSections: how much of each section the home lists", () => {
  const section = (id: number, count: number) => ({
    category: cat(id, `Category ${id}`),
    products: Array.from({ length: count }, (_, index) => dish(id * 1000 + index)),
  });

  test("a small menu is listed whole (the demo: 3 to 6 dishes a section)", () => {
    const listed = homeSections([section(1, 6), section(21, 6), section(22, 5), section(5, 3)]);
    expect(listed.map((entry) => [entry.shown.length, entry.more])).toEqual([
      [6, 0],
      [6, 0],
      [5, 0],
      [3, 0],
    ]);
  });

  test("a long section lists its first twelve and counts the rest for its link", () => {
    const [listed] = homeSections([section(1, SECTION_DISH_LIMIT + 1)]);
    expect(listed?.shown.map((product) => product.id)).toEqual(Array.from({ length: SECTION_DISH_LIMIT }, (_, index) => 1000 + index));
    expect(listed?.more).toBe(1);
  });

  test("the large venue (40 categories of 50 dishes): sixty dishes in all, every section still there", () => {
    const listed = homeSections(Array.from({ length: 40 }, (_, index) => section(index + 1, 50)));
    expect(listed).toHaveLength(40);
    expect(listed.reduce((sum, entry) => sum + entry.shown.length, 0)).toBe(HOME_DISH_BUDGET);
    expect(listed.slice(0, 5).map((entry) => entry.shown.length)).toEqual([12, 12, 12, 12, 12]);
    expect(listed[5]).toMatchObject({ shown: [], more: 50 });
    expect(listed[39]).toMatchObject({ shown: [], more: 50 });
  });

  test("the budget can end inside a section", () => {
    const listed = homeSections([section(1, 50), section(2, 50), section(3, 50), section(4, 50), section(5, 11), section(6, 9)]);
    expect(listed.map((entry) => [entry.shown.length, entry.more])).toEqual([
      [12, 38],
      [12, 38],
      [12, 38],
      [12, 38],
      [11, 0],
      [1, 8],
    ]);
  });
});
