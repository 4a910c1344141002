import { orderCatalogue } from "@/lib/cart/order-payload-lines";
import type { CartLine } from "@/lib/cart/types";
import { whatsappItems } from "./whatsapp-items";

const line: CartLine = {
  uuid: "u1",
  id: 1,
  category: 10,
  name: "Club sandwich",
  sku: "S1",
  image: null,
  price: 32,
  qty: 2,
  special_instructions: "",
  variations: [{ id: 5, name: "Size", values: [{ id: 51, name: "كبير", variation_value: 51, selected: true }] }],
  combo_groups: [
    {
      id: 7,
      name: "المشروب",
      products: [
        { id: 8, name: "كولا", selected: true, product_variations: [] },
        { id: 9, name: "ماء", selected: false, product_variations: [] },
      ],
    },
  ],
  max_qty: 0,
};

describe("whatsappItems", () => {
  it("writes quantity and line price in Arabic-Indic digits where the venue enables them, with the choices", () => {
    const catalogue = orderCatalogue({ categories: [] });
    const money = { currency: "AED", currency_symbol: "AED", price_decimal_places: 2, enable_arabic_numerals: true };
    expect(whatsappItems([line], catalogue, money, "ar")).toEqual([
      { quantity: "٢", name: "Club sandwich", choices: "كبير; المشروب: كولا", price: "AED ٦٤٫٠٠" },
    ]);
  });
});
