/** The special category types of the specification (000: all, all_in_category, discounted, combos). */
export const SPECIAL_CATEGORY_TYPES = ["all", "all_in_category", "discounted", "combos"] as const;
export type SpecialCategoryType = (typeof SPECIAL_CATEGORY_TYPES)[number];

export interface SpecialCategoryFields {
  enable_special_category?: boolean | null;
  special_category_type?: string | null;
}

export function isSpecialCategoryType(value: unknown): value is SpecialCategoryType {
  return typeof value === "string" && (SPECIAL_CATEGORY_TYPES as readonly string[]).includes(value);
}

/**
 * Whether a category is special (000 section 2): the venue turns it on with enable_special_category,
 * and its type says what it re-lists from the other categories. Without both it is an ordinary
 * category: rendered with its own products, searched, indexed, and a listing of its products that
 * counts. The one rule for the screen, search, structured data, visibility and the venue API.
 */
export function isSpecialCategory(category: SpecialCategoryFields): boolean {
  return category.enable_special_category === true && isSpecialCategoryType(category.special_category_type);
}
