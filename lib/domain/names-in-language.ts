/**
 * Names in the screen's language (issue 26 item 10): an order's lines and taxes, and a cart's lines,
 * keep the words of the language they were stored in. Wherever the menu, read in the screen's
 * language, still has the product, variation or tax, its name is shown; the stored one otherwise.
 */

/** The menu's name when it has one, else the stored name. */
export function nameInLanguage(stored: string, fromMenu: string | null | undefined): string {
  const name = fromMenu?.trim() ?? "";
  return name === "" ? stored : name;
}

/** An order's taxes named by the menu's taxes of the same id; a tax gone from the menu keeps its stored name. */
export function taxesInLanguage<T extends { id?: number | null; name: string }>(
  taxes: readonly T[],
  menuTaxes: readonly { id: number; name: string }[],
): T[] {
  const names = new Map(menuTaxes.map((tax) => [tax.id, tax.name]));
  return taxes.map((tax) => (tax.id == null ? tax : { ...tax, name: nameInLanguage(tax.name, names.get(tax.id)) }));
}
