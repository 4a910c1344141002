/**
 * The guest's dietary filter (issue 16, beyond the specification): per property of the menu, either
 * "only dishes with it" (require: "vegan") or "hide dishes with it" (avoid: "contains nuts").
 */
export type DietaryChoice = "require" | "avoid";

export interface DietaryFilter {
  require: readonly number[];
  avoid: readonly number[];
}

/** What the rule reads of a dish: its id and the ids of its properties. */
export interface DietaryDish {
  id: number;
  properties: readonly number[];
}

export const NO_DIETARY_FILTER: DietaryFilter = { require: [], avoid: [] };

/**
 * The filter as it applies to this menu: ids the menu no longer defines are dropped, so a property
 * the venue removed cannot hide every dish (nothing has it to "require"). A property in both lists is
 * avoided: the choice that keeps an allergen off the screen wins.
 */
export function dietaryFilterFor(filter: DietaryFilter, menuPropertyIds: readonly number[]): DietaryFilter {
  const known = new Set(menuPropertyIds);
  const avoid = unique(filter.avoid.filter((id) => known.has(id)));
  const require = unique(filter.require.filter((id) => known.has(id) && !avoid.includes(id)));
  return { require, avoid };
}

export function isDietaryFilterOn(filter: DietaryFilter): boolean {
  return filter.require.length + filter.avoid.length > 0;
}

/** How many choices the guest has made, shown on the filter's button. */
export function dietaryChoiceCount(filter: DietaryFilter): number {
  return filter.require.length + filter.avoid.length;
}

/** A dish passes when it has every required property and none of the avoided ones. */
export function passesDietaryFilter(dish: Pick<DietaryDish, "properties">, filter: DietaryFilter): boolean {
  return filter.require.every((id) => dish.properties.includes(id)) && !filter.avoid.some((id) => dish.properties.includes(id));
}

/**
 * The ids of the dishes the filter hides, each once (a dish listed in two sections of a screen is one
 * dish to the guest), in the order they are listed. Their number is what the screen says is hidden.
 */
export function dishesHiddenByDietaryFilter(dishes: readonly DietaryDish[], filter: DietaryFilter): number[] {
  if (!isDietaryFilterOn(filter)) return [];
  return unique(dishes.filter((dish) => !passesDietaryFilter(dish, filter)).map((dish) => dish.id));
}

/** The property's choice in the filter, or null when the guest made none. */
export function dietaryChoiceOf(filter: DietaryFilter, propertyId: number): DietaryChoice | null {
  if (filter.avoid.includes(propertyId)) return "avoid";
  if (filter.require.includes(propertyId)) return "require";
  return null;
}

/** The filter with one property's choice set (null: no choice); a property holds one choice at a time. */
export function withDietaryChoice(filter: DietaryFilter, propertyId: number, choice: DietaryChoice | null): DietaryFilter {
  const require = filter.require.filter((id) => id !== propertyId);
  const avoid = filter.avoid.filter((id) => id !== propertyId);
  if (choice === "require") require.push(propertyId);
  if (choice === "avoid") avoid.push(propertyId);
  return { require, avoid };
}

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}
