import { product as productSchema } from "@/lib/api/schemas/product";
import { buildCartLine } from "@/lib/cart/build-line";
import { addToCartProduct } from "./add-to-cart-menu";

const full = productSchema.parse({
  id: 101,
  name: "Shakshuka",
  price: 42,
  description: "<p>Three free-range eggs baked in a slow-cooked tomato sauce.</p>".repeat(20),
  small_description: "Eggs in tomato sauce",
  images: [{ image: null }, { image: "/demo/products/shakshuka.svg" }, { image: "/demo/products/side.svg" }],
  product_hours: [{ weekday: 1, from_hour: "08:00", to_hour: "11:00" }],
  properties: [3],
  product_variations: [],
});

describe("addToCartProduct (the card's add button gets the fields it reads)", () => {
  const trimmed = addToCartProduct(full);

  it("leaves out the texts, hours, properties and the images the cart line does not show", () => {
    expect(trimmed).toMatchObject({ description: "", small_description: "", product_hours: [], properties: [] });
    expect(trimmed.images).toEqual([full.images[1]]);
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(full).length / 3);
  });

  it("builds the same cart line as the whole product", () => {
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
});
