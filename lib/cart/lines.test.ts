import { addLine, containsProduct, rememberAddress, removeLine, SAVED_ADDRESS_LIMIT, setLineQuantity, totalQuantity } from "./lines";
import type { CartLine, SavedAddress } from "./types";

const line = (uuid: string, id: number, qty = 1, max_qty = 0): CartLine => ({
  uuid,
  id,
  category: 1,
  name: `Product ${id}`,
  sku: `SKU${id}`,
  image: null,
  price: 10,
  qty,
  special_instructions: "",
  variations: [],
  combo_groups: [],
  max_qty,
});

const address = (uuid: string): SavedAddress => ({
  uuid,
  location: { lat: 25.2, lng: 55.27 },
  formatted_address: uuid,
  flat_no: "1",
  building_premise: "B",
  area_street: "S",
  landmark: "",
});

describe("cart lines", () => {
  it("adds, removes and counts lines", () => {
    const lines = addLine(addLine([], line("a", 1, 2)), line("b", 2, 3));
    expect(totalQuantity(lines)).toBe(5);
    expect(containsProduct(lines, 2)).toBe(true);
    expect(totalQuantity(removeLine(lines, "a"))).toBe(3);
    expect(containsProduct(removeLine(lines, "b"), 2)).toBe(false);
  });

  it("keeps the quantity within 1 and max_qty", () => {
    const lines = [line("a", 1, 2, 4), line("b", 2, 1)];
    expect(setLineQuantity(lines, "a", 9)[0]?.qty).toBe(4);
    expect(setLineQuantity(lines, "a", 0)[0]?.qty).toBe(1);
    expect(setLineQuantity(lines, "b", 40)[1]?.qty).toBe(40);
    expect(setLineQuantity(lines, "b", 40)[0]?.qty).toBe(2);
  });

  it("remembers the most recent five addresses, newest first, without duplicates", () => {
    let saved: SavedAddress[] = [];
    for (const id of ["1", "2", "3", "4", "5", "6"]) saved = rememberAddress(saved, address(id));
    expect(saved.map((a) => a.uuid)).toEqual(["6", "5", "4", "3", "2"]);
    expect(SAVED_ADDRESS_LIMIT).toBe(5);
    expect(rememberAddress(saved, address("4")).map((a) => a.uuid)).toEqual(["4", "6", "5", "3", "2"]);
  });
});
