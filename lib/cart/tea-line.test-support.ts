import type { CartLine } from "./types";

/** A plain cart line for tests of the cart's store and storage: one tea, no choices. */
export function teaLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    uuid: "u1",
    id: 7,
    category: 1,
    name: "Tea",
    sku: "T",
    image: null,
    price: 5,
    qty: 1,
    special_instructions: "",
    variations: [],
    combo_groups: [],
    max_qty: 0,
    ...overrides,
  };
}
