import { menu as menuSchema } from "@/lib/api/schemas/menu";
import { product as productSchema } from "@/lib/api/schemas/product";
import { buildCartLine } from "@/lib/cart/build-line";
import { addToCartMenu, addToCartProduct, type QuickAddProduct } from "./add-to-cart-menu";

const full = productSchema.parse({
  id: 101,
  name: "Shakshuka",
  price: 42,
  discount: 10,
  description: "<p>Three free-range eggs baked in a slow-cooked tomato sauce.</p>".repeat(20),
  small_description: "Eggs in tomato sauce",
  images: [{ image: null }, { image: "/demo/products/shakshuka.svg" }, { image: "/demo/products/side.svg" }],
  product_hours: [{ weekday: 1, from_hour: "08:00", to_hour: "11:00" }],
  properties: [3],
  product_variations: [],
  pos_available_qty: 4,
});

const combo = productSchema.parse({
  id: 501,
  name: "Shawarma meal",
  price: 49,
  enable_combo: true,
  combo_groups: [{ id: 1, name: "Choose your side", products: [{ id: 301, name: "Hummus", increase_price_by: 0 }] }],
});

describe("addToCartProduct (the card's add button gets the fields it reads)", () => {
  const trimmed = addToCartProduct(full) as QuickAddProduct;

  it("leaves out the texts, hours, properties and the images the cart line does not show", () => {
    expect(Object.keys(trimmed)).not.toEqual(expect.arrayContaining(["description"]));
    expect(trimmed).not.toHaveProperty("small_description");
    expect(trimmed).not.toHaveProperty("product_hours");
    expect(trimmed.images).toEqual([full.images[1]]);
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(full).length / 3);
  });

  it("builds the same cart line as the whole product (price after discount, stock limit)", () => {
    const input = {
      categoryId: 1,
      definitions: [],
      variations: {},
      combos: {},
      qty: 1,
      specialInstructions: "",
      defaultImage: null,
      uuid: () => "line",
    };
    expect(buildCartLine({ ...input, product: trimmed })).toEqual(buildCartLine({ ...input, product: full }));
  });

  it("sends a combo as its id and name alone: the button opens its screen, where the groups are chosen", () => {
    expect(addToCartProduct(combo)).toEqual({ id: 501, name: "Shawarma meal", combo: true });
  });
});

describe("addToCartMenu", () => {
  const menu = menuSchema.parse({
    id: 1,
    name: "Cafe",
    currency: "AED",
    variations: [
      { id: 9, name: "Size", values: [{ id: 91, name: "Small" }] },
      { id: 10, name: "Milk", values: [{ id: 101, name: "Oat" }] },
    ],
  });
  const entry = (variation: number) => ({
    variation,
    variation_value: variation * 10 + 1,
    price: 0,
    math_operator: "add" as const,
    display_price: false,
    display_price_product: false,
  });

  it("is one object for every card with the same variations, so the page's data carries it once", () => {
    expect(addToCartMenu(menu, { product_variations: [] })).toBe(addToCartMenu(menu, { product_variations: [] }));
    expect(addToCartMenu(menu, { product_variations: [entry(9), entry(10)] })).toBe(
      addToCartMenu(menu, { product_variations: [entry(10), entry(9)] }),
    );
  });

  it("narrows the variations to those the product uses", () => {
    expect(addToCartMenu(menu, { product_variations: [] }).variations).toEqual([]);
    expect(addToCartMenu(menu, { product_variations: [entry(10)] }).variations.map((variation) => variation.id)).toEqual([10]);
  });
});
