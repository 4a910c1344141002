import fc from "fast-check";
import {
  canTickOption,
  chooseSingle,
  hasBlankChoice,
  isVariationSelectionComplete,
  maxChoices,
  missingRequiredVariations,
  toggleOption,
  type VariationRule,
} from "./variation-selection";

const size: VariationRule = { id: 1, required: true, multiple: false };
const sauce: VariationRule = { id: 2, required: false, multiple: false };
const toppings: VariationRule = { id: 3, required: true, multiple: true, max_choices_allowed: 2 };
const extras: VariationRule = { id: 4, required: false, multiple: true, max_choices_allowed: 0 };

describe("maxChoices: 'once max_choices_allowed (when above 0) are ticked'", () => {
  it.each<[VariationRule, number | null]>([
    [toppings, 2],
    [extras, null],
    [{ id: 5, multiple: true, max_choices_allowed: null }, null],
    [{ id: 5, multiple: true }, null],
    [{ id: 5, multiple: true, max_choices_allowed: -3 }, null],
    [{ id: 5, multiple: false, max_choices_allowed: 2 }, null],
  ])("%o -> %s", (variation, expected) => {
    expect(maxChoices(variation)).toBe(expected);
  });
});

describe("hasBlankChoice: 'a dropdown, with a blank --- choice when not required'", () => {
  it.each<[VariationRule, boolean]>([
    [size, false],
    [sauce, true],
    [toppings, false],
    [extras, false],
  ])("%o -> %s", (variation, expected) => {
    expect(hasBlankChoice(variation)).toBe(expected);
  });
});

describe("isVariationSelectionComplete: 'every required variation has a selected value'", () => {
  const all = [size, sauce, toppings, extras];
  it.each<[string, Record<number, number[]>, boolean, number[]]>([
    ["both required chosen, optional left blank", { 1: [11], 3: [31] }, true, []],
    ["nothing chosen", {}, false, [1, 3]],
    ["required single-choice missing", { 3: [31, 32] }, false, [1]],
    ["required multi-choice emptied", { 1: [11], 3: [] }, false, [3]],
    ["only optional ones chosen", { 2: [21], 4: [41] }, false, [1, 3]],
  ])("%s", (_case, selection, complete, missing) => {
    expect(isVariationSelectionComplete(all, selection)).toBe(complete);
    expect(missingRequiredVariations(all, selection)).toEqual(missing);
  });

  it("is complete for a product without variations or without required ones", () => {
    expect(isVariationSelectionComplete([], {})).toBe(true);
    expect(isVariationSelectionComplete([sauce, extras], {})).toBe(true);
  });
});

describe("canTickOption: 'the unticked ones are disabled' at the maximum", () => {
  it.each<[string, VariationRule, number[], number, boolean]>([
    ["below max 2", toppings, [31], 32, true],
    ["at max 2, unticked option", toppings, [31, 32], 33, false],
    ["at max 2, ticked option stays enabled to untick", toppings, [31, 32], 31, true],
    ["max_choices_allowed 0 means no limit", extras, [41, 42, 43, 44], 45, true],
    ["single choice can always be replaced", size, [11], 12, true],
  ])("%s", (_case, variation, selected, valueId, expected) => {
    expect(canTickOption(variation, selected, valueId)).toBe(expected);
  });
});

describe("toggleOption", () => {
  it("ticks and unticks checkboxes", () => {
    expect(toggleOption(toppings, [], 31)).toEqual([31]);
    expect(toggleOption(toppings, [31], 32)).toEqual([31, 32]);
    expect(toggleOption(toppings, [31, 32], 31)).toEqual([32]);
  });

  it("ignores a tick past max_choices_allowed", () => {
    expect(toggleOption(toppings, [31, 32], 33)).toEqual([31, 32]);
  });

  it("replaces the value of a single-choice variation", () => {
    expect(toggleOption(size, [11], 12)).toEqual([12]);
    expect(toggleOption(size, [11], 11)).toEqual([]);
  });

  it("never exceeds the maximum, whatever the clicks", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.integer({ min: 1, max: 8 })), (max, clicks) => {
        const rule: VariationRule = { id: 9, multiple: true, max_choices_allowed: max };
        const selected = clicks.reduce<number[]>((current, id) => toggleOption(rule, current, id), []);
        expect(selected.length).toBeLessThanOrEqual(max);
        expect(new Set(selected).size).toBe(selected.length);
      }),
    );
  });
});

describe("chooseSingle", () => {
  it("maps the blank '---' choice to no selection", () => {
    expect(chooseSingle(null)).toEqual([]);
    expect(chooseSingle(21)).toEqual([21]);
  });
});
