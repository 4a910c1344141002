import fc from "fast-check";
import { isSearchableCategory, searchProducts, type SearchCategory, type SearchProduct } from "./search";

type Product = SearchProduct & { id: number; name: string; properties: number[] };
type Category = SearchCategory<Product> & { id: number; products: Product[] };

const VEGAN = 1;
const SPICY = 2;
const GLUTEN_FREE = 3;

const falafel: Product = { id: 10, name: "Falafel Wrap", properties: [VEGAN] };
const wings: Product = { id: 11, name: "Spicy Chicken Wings", properties: [SPICY] };
const salad: Product = { id: 12, name: "Garden Salad", properties: [VEGAN, GLUTEN_FREE] };
const cola: Product = { id: 20, name: "Cola", properties: [] };
const icecek: Product = { id: 21, name: "İÇECEK Ayran", properties: [] };

const category = (id: number, products: Product[], extra: Partial<Category> = {}): Category => ({
  id,
  parent: null,
  disable_link: false,
  external_link: null,
  enable_special_category: false,
  special_category_type: null,
  products,
  ...extra,
});

const mains = category(1, [falafel, wings, salad]);
const drinks = category(2, [cola, icecek]);
const allVisible = { categoryVisible: () => true, productVisible: () => true };

const ids = (products: readonly Product[]) => products.map((product) => product.id);

describe("searchProducts", () => {
  it("matches names case-insensitively when they contain the trimmed term", () => {
    const found = searchProducts([mains, drinks], { searchTerm: "  wInG ", checkedProperties: [] }, allVisible);
    expect(ids(found)).toEqual([11]);
    expect(ids(searchProducts([mains, drinks], { searchTerm: "a", checkedProperties: [] }, allVisible))).toEqual([10, 12, 20, 21]);
  });

  it("returns nothing when both the term and the properties are empty", () => {
    expect(searchProducts([mains, drinks], { searchTerm: "   ", checkedProperties: [] }, allVisible)).toEqual([]);
  });

  it("matches products having any checked property when no term is given", () => {
    const found = searchProducts([mains, drinks], { searchTerm: "", checkedProperties: [SPICY, GLUTEN_FREE] }, allVisible);
    expect(ids(found)).toEqual([11, 12]);
  });

  it("requires both the term and one of the checked properties when both are given", () => {
    const found = searchProducts([mains, drinks], { searchTerm: "a", checkedProperties: [VEGAN] }, allVisible);
    expect(ids(found)).toEqual([10, 12]);
  });

  it("lists a product in several categories once, at its first place", () => {
    const again = category(3, [salad, falafel]);
    const found = searchProducts([again, mains], { searchTerm: "", checkedProperties: [VEGAN] }, allVisible);
    expect(ids(found)).toEqual([12, 10]);
  });

  it("searches subcategories", () => {
    const sub = category(4, [{ id: 30, name: "Lentil Soup", properties: [] }], { parent: 1 });
    expect(ids(searchProducts([mains, sub], { searchTerm: "soup", checkedProperties: [] }, allVisible))).toEqual([30]);
  });

  it("skips link-disabled, external and special categories", () => {
    const skipped = [
      category(5, [cola], { disable_link: true }),
      category(6, [cola], { external_link: "https://example.com" }),
      category(7, [cola], { enable_special_category: true, special_category_type: "all" }),
      category(8, [cola], { enable_special_category: true, special_category_type: "discounted" }),
    ];
    expect(searchProducts(skipped, { searchTerm: "cola", checkedProperties: [] }, allVisible)).toEqual([]);
    expect(
      ids(searchProducts([category(9, [cola], { external_link: "  " })], { searchTerm: "cola", checkedProperties: [] }, allVisible)),
    ).toEqual([20]);
  });

  it("skips categories outside their hours and products outside theirs", () => {
    const visibility = {
      categoryVisible: (c: Category) => c.id !== 2,
      productVisible: (p: Product) => p.id !== 10,
    };
    expect(ids(searchProducts([mains, drinks], { searchTerm: "", checkedProperties: [VEGAN, SPICY] }, visibility))).toEqual([11, 12]);
  });

  it("copes with missing names, properties and product lists", () => {
    const sparse: SearchCategory[] = [{ id: 1, products: [{ id: 1 }, { id: 2, name: null, properties: null }] }, { id: 2 }];
    expect(searchProducts(sparse, { searchTerm: "x", checkedProperties: [1] }, allVisible)).toEqual([]);
  });

  it("agrees with plain lower-case containment in the unaccented names on ASCII terms", () => {
    // "İÇECEK" is "icecek" to a guest typing on an ASCII keyboard (issue 28 item 9: accents do not matter).
    const unaccented = (name: string) =>
      name
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "");
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z ]{1,3}$/), (term) => {
        const found = searchProducts([mains, drinks], { searchTerm: term, checkedProperties: [] }, allVisible);
        const needle = term.trim().toLowerCase();
        const expected = [falafel, wings, salad, cola, icecek].filter((p) => needle !== "" && unaccented(p.name).includes(needle));
        expect(ids(found)).toEqual(ids(expected));
      }),
    );
  });
});

describe("case folding", () => {
  it("matches Turkish dotted and dotless i in either direction", () => {
    const query = (searchTerm: string) => ids(searchProducts([drinks], { searchTerm, checkedProperties: [] }, allVisible));
    expect(query("içecek")).toEqual([21]);
    expect(query("İçecek")).toEqual([21]);
    expect(query("ıçecek")).toEqual([21]);
  });

  it("finds a name by its unaccented spelling (issue 28 item 9; every fold is in search-text.test.ts)", () => {
    const query = (searchTerm: string) => ids(searchProducts([drinks], { searchTerm, checkedProperties: [] }, allVisible));
    expect(query("icecek")).toEqual([21]);
    expect(query("ＣＯＬＡ")).toEqual([20]);
  });
});

describe("category rules", () => {
  it("searches a category unless it is special: the flag and a type together (special-category.ts)", () => {
    expect(isSearchableCategory({ id: 1, special_category_type: "combos" })).toBe(true);
    expect(isSearchableCategory({ id: 1, enable_special_category: true })).toBe(true);
    expect(isSearchableCategory({ id: 1, enable_special_category: true, special_category_type: "combos" })).toBe(false);
    expect(isSearchableCategory({ id: 1 })).toBe(true);
  });
});
