import { choiceAnchor, firstMissingChoice, type ChoiceComboGroup, type NamedVariation } from "./missing-choice";

// The demo venue's variations (server/seed/venues/demo.json), in English.
const size: NamedVariation = { id: 1, name: "Size", required: true, multiple: false, max_choices_allowed: 0 };
const milk: NamedVariation = { id: 2, name: "Milk", required: false, multiple: false, max_choices_allowed: 0 };
const extras: NamedVariation = { id: 3, name: "Extras", required: false, multiple: true, max_choices_allowed: 3 };
const sauces: NamedVariation = { id: 4, name: "Sauces", required: true, multiple: true, max_choices_allowed: 2 };
const bread: NamedVariation = { id: 5, name: "Bread", required: true, multiple: false, max_choices_allowed: 0 };
const eggs: NamedVariation = { id: 6, name: "How would you like your eggs?", required: true, multiple: false, max_choices_allowed: 0 };
const sugar: NamedVariation = { id: 9, name: "Sugar", required: true, multiple: false, max_choices_allowed: 0 };

// Flat white (212): Size required, Milk and Extras optional.
const flatWhite = [size, milk, extras];

// Shawarma meal (501): "Choose your side", then "Choose your drink" (Karak chai asks for Sugar; Mango lassi is out of stock).
const shawarmaMeal: ChoiceComboGroup[] = [
  {
    id: 1,
    name: "Choose your side",
    products: [
      { id: 301, variations: [] },
      { id: 303, variations: [] },
      { id: 306, variations: [] },
    ],
  },
  {
    id: 2,
    name: "Choose your drink",
    products: [
      { id: 233, variations: [] },
      { id: 221, variations: [sugar] },
      { id: 231, variations: [] },
      { id: 234, out_of_stock: true, variations: [] },
    ],
  },
];

// Breakfast for two (502): Eggs your way (102) can be chosen in both plates; there it asks how the eggs are done.
const eggsYourWay = { id: 102, variations: [eggs] };
const breakfastForTwo: ChoiceComboGroup[] = [
  { id: 3, name: "First plate", products: [{ id: 101, variations: [] }, eggsYourWay] },
  { id: 4, name: "Second plate", products: [{ id: 101, variations: [] }, eggsYourWay] },
];

describe("firstMissingChoice", () => {
  it("names the flat white's required Size while nothing is chosen", () => {
    expect(firstMissingChoice({ variations: flatWhite, selection: {}, comboGroups: [], combos: {} })).toEqual({
      kind: "variation",
      id: 1,
      name: "Size",
    });
  });

  it("is null once Small is chosen: Milk and Extras are optional", () => {
    expect(firstMissingChoice({ variations: flatWhite, selection: { 1: [11] }, comboGroups: [], combos: {} })).toBeNull();
  });

  it("optional choices made do not stand in for the required one", () => {
    const selection = { 2: [22], 3: [31, 32] };
    expect(firstMissingChoice({ variations: flatWhite, selection, comboGroups: [], combos: {} })).toMatchObject({ name: "Size" });
  });

  it("a required multiple choice (Sauces) needs at least one tick; an emptied one counts as none", () => {
    expect(firstMissingChoice({ variations: [sauces], selection: { 4: [] }, comboGroups: [], combos: {} })).toMatchObject({ id: 4 });
    expect(firstMissingChoice({ variations: [sauces], selection: { 4: [41] }, comboGroups: [], combos: {} })).toBeNull();
  });

  it("takes the first in the screen's order, not the lowest id", () => {
    const missing = firstMissingChoice({ variations: [sugar, size], selection: {}, comboGroups: [], combos: {} });
    expect(missing).toMatchObject({ id: 9, name: "Sugar" });
  });

  describe("combo groups (Shawarma meal)", () => {
    const meal = (combos: Parameters<typeof firstMissingChoice>[0]["combos"]) =>
      firstMissingChoice({ variations: [], selection: {}, comboGroups: shawarmaMeal, combos });

    it("names the first group with no product", () => {
      expect(meal({})).toEqual({ kind: "combo", id: 1, name: "Choose your side" });
    });

    it("then the drink, once a side is chosen", () => {
      expect(meal({ 1: { product: 306, variations: {} } })).toEqual({ kind: "combo", id: 2, name: "Choose your drink" });
    });

    it("a chosen out-of-stock drink (Mango lassi) counts as no drink", () => {
      const combos = { 1: { product: 301, variations: {} }, 2: { product: 234, variations: {} } };
      expect(meal(combos)).toEqual({ kind: "combo", id: 2, name: "Choose your drink" });
    });

    it("a chosen Karak chai asks for its Sugar, named with its group", () => {
      const combos = { 1: { product: 301, variations: {} }, 2: { product: 221, variations: {} } };
      expect(meal(combos)).toEqual({ kind: "comboVariation", comboGroup: 2, id: 9, name: "Sugar" });
      expect(meal({ ...combos, 2: { product: 221, variations: { 9: [92] } } })).toBeNull();
    });

    it("the product's own variations come before its combo groups", () => {
      const missing = firstMissingChoice({ variations: [size], selection: {}, comboGroups: shawarmaMeal, combos: {} });
      expect(missing).toMatchObject({ kind: "variation", name: "Size" });
    });
  });

  it("Breakfast for two: the first plate's eggs, then the second plate's, each with its own group", () => {
    const unchosen = { product: 102, variations: {} };
    const both = { 3: unchosen, 4: unchosen };
    expect(firstMissingChoice({ variations: [], selection: {}, comboGroups: breakfastForTwo, combos: both })).toEqual({
      kind: "comboVariation",
      comboGroup: 3,
      id: 6,
      name: "How would you like your eggs?",
    });
    const combos = { 3: { product: 102, variations: { 6: [61] } }, 4: unchosen };
    expect(firstMissingChoice({ variations: [], selection: {}, comboGroups: breakfastForTwo, combos })).toEqual({
      kind: "comboVariation",
      comboGroup: 4,
      id: 6,
      name: "How would you like your eggs?",
    });
    const done = { ...combos, 4: { product: 101, variations: {} } };
    expect(firstMissingChoice({ variations: [], selection: {}, comboGroups: breakfastForTwo, combos: done })).toBeNull();
  });

  it("a product's variations in order: Eggs your way (102) asks for Bread, then the eggs", () => {
    const ownVariations = [bread, eggs];
    expect(firstMissingChoice({ variations: ownVariations, selection: {}, comboGroups: [], combos: {} })).toMatchObject({ name: "Bread" });
    const missing = firstMissingChoice({ variations: ownVariations, selection: { 5: [51] }, comboGroups: [], combos: {} });
    expect(missing).toMatchObject({ name: "How would you like your eggs?" });
  });
});

describe("choiceAnchor", () => {
  it("tells apart the same variation chosen in two combo groups", () => {
    expect(choiceAnchor({ kind: "variation", id: 1, name: "Size" })).toBe("variation-1");
    expect(choiceAnchor({ kind: "combo", id: 2, name: "Choose your drink" })).toBe("combo-2");
    expect(choiceAnchor({ kind: "comboVariation", comboGroup: 3, id: 6, name: "Eggs" })).toBe("combo-3-variation-6");
    expect(choiceAnchor({ kind: "comboVariation", comboGroup: 4, id: 6, name: "Eggs" })).toBe("combo-4-variation-6");
  });
});
