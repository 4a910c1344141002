import fc from "fast-check";
import {
  dietaryChoiceCount,
  dietaryChoiceOf,
  dietaryFilterFor,
  dishesHiddenByDietaryFilter,
  isDietaryFilterOn,
  NO_DIETARY_FILTER,
  passesDietaryFilter,
  withDietaryChoice,
  type DietaryFilter,
} from "./dietary-filter";

const VEGAN = 1;
const NUTS = 2;
const SPICY = 3;

const dishes = [
  { id: 10, properties: [VEGAN] },
  { id: 11, properties: [NUTS] },
  { id: 12, properties: [VEGAN, NUTS] },
  { id: 13, properties: [] },
  { id: 14, properties: [SPICY, VEGAN] },
];

describe("passesDietaryFilter", () => {
  it("passes every dish when the guest chose nothing", () => {
    expect(dishes.every((dish) => passesDietaryFilter(dish, NO_DIETARY_FILTER))).toBe(true);
  });

  it("hides dishes with an avoided property ('no nuts')", () => {
    const noNuts: DietaryFilter = { require: [], avoid: [NUTS] };
    expect(dishes.filter((dish) => passesDietaryFilter(dish, noNuts)).map((dish) => dish.id)).toEqual([10, 13, 14]);
  });

  it("keeps only dishes with every required property ('vegan')", () => {
    const vegan: DietaryFilter = { require: [VEGAN], avoid: [] };
    expect(dishes.filter((dish) => passesDietaryFilter(dish, vegan)).map((dish) => dish.id)).toEqual([10, 12, 14]);
    const veganAndSpicy: DietaryFilter = { require: [VEGAN, SPICY], avoid: [] };
    expect(dishes.filter((dish) => passesDietaryFilter(dish, veganAndSpicy)).map((dish) => dish.id)).toEqual([14]);
  });

  it("combines both: vegan and no nuts", () => {
    const filter: DietaryFilter = { require: [VEGAN], avoid: [NUTS] };
    expect(dishes.filter((dish) => passesDietaryFilter(dish, filter)).map((dish) => dish.id)).toEqual([10, 14]);
  });
});

describe("dishesHiddenByDietaryFilter", () => {
  it("names the hidden dishes in list order, so the screen can say how many", () => {
    expect(dishesHiddenByDietaryFilter(dishes, { require: [], avoid: [NUTS] })).toEqual([11, 12]);
    expect(dishesHiddenByDietaryFilter(dishes, { require: [VEGAN], avoid: [] })).toEqual([11, 13]);
  });

  it("counts a dish listed twice once", () => {
    expect(dishesHiddenByDietaryFilter([...dishes, { id: 11, properties: [NUTS] }], { require: [], avoid: [NUTS] })).toEqual([11, 12]);
  });

  it("hides nothing without a filter", () => {
    expect(dishesHiddenByDietaryFilter(dishes, NO_DIETARY_FILTER)).toEqual([]);
  });

  it("never hides a dish that passes, and hides every dish that does not", () => {
    const id = fc.integer({ min: 1, max: 6 });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 50 }), properties: fc.array(id, { maxLength: 4 }) }), {
          maxLength: 12,
          selector: (dish) => dish.id,
        }),
        fc.record({ require: fc.array(id, { maxLength: 2 }), avoid: fc.array(id, { maxLength: 2 }) }),
        (list, filter) => {
          const hidden = new Set(dishesHiddenByDietaryFilter(list, filter));
          for (const dish of list) expect(hidden.has(dish.id)).toBe(!passesDietaryFilter(dish, filter));
        },
      ),
    );
  });
});

describe("dietaryFilterFor (a stored filter against today's menu)", () => {
  it("drops properties the menu no longer defines, so a removed one cannot hide every dish", () => {
    const stored: DietaryFilter = { require: [VEGAN, 99], avoid: [NUTS, 98] };
    expect(dietaryFilterFor(stored, [VEGAN, NUTS, SPICY])).toEqual({ require: [VEGAN], avoid: [NUTS] });
    expect(dishesHiddenByDietaryFilter(dishes, dietaryFilterFor({ require: [99], avoid: [] }, [VEGAN, NUTS]))).toEqual([]);
  });

  it("avoids a property found in both lists, and lists each id once", () => {
    expect(dietaryFilterFor({ require: [NUTS, VEGAN, VEGAN], avoid: [NUTS, NUTS] }, [VEGAN, NUTS])).toEqual({
      require: [VEGAN],
      avoid: [NUTS],
    });
  });
});

describe("choices", () => {
  it("sets, switches and clears one property's choice", () => {
    const avoided = withDietaryChoice(NO_DIETARY_FILTER, NUTS, "avoid");
    expect(avoided).toEqual({ require: [], avoid: [NUTS] });
    expect(dietaryChoiceOf(avoided, NUTS)).toBe("avoid");
    const switched = withDietaryChoice(avoided, NUTS, "require");
    expect(switched).toEqual({ require: [NUTS], avoid: [] });
    expect(dietaryChoiceOf(switched, NUTS)).toBe("require");
    const cleared = withDietaryChoice(switched, NUTS, null);
    expect(cleared).toEqual(NO_DIETARY_FILTER);
    expect(dietaryChoiceOf(cleared, NUTS)).toBeNull();
    expect(isDietaryFilterOn(cleared)).toBe(false);
  });

  it("counts the choices for the filter's button", () => {
    const filter = withDietaryChoice(withDietaryChoice(NO_DIETARY_FILTER, VEGAN, "require"), NUTS, "avoid");
    expect(dietaryChoiceCount(filter)).toBe(2);
    expect(isDietaryFilterOn(filter)).toBe(true);
  });
});
