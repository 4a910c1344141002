/**
 * The style that applies the guest's filter to a cached, server-rendered screen (issue 16): cards carry
 * `data-dish-id`, and the list items wrapping them, where a list has any, `data-dish-item`. Hidden dishes
 * leave the layout; shown ones ("Show") stay marked, with their outline and the card's note. A style,
 * not DOM edits, so React owns every node and a server re-render keeps the filter applied.
 */
export function dietaryFilterCss(hiddenIds: readonly number[], shown: boolean): string {
  const ids = hiddenIds.filter((id) => Number.isSafeInteger(id));
  if (ids.length === 0) return "";
  const cards = ids.map((id) => `[data-dish-id="${id}"]`).join(",");
  if (!shown) {
    const items = ids.map((id) => `[data-dish-item="${id}"]`).join(",");
    return `${cards},${items}{display:none}`;
  }
  const notes = ids.map((id) => `[data-dish-id="${id}"] [data-dietary-note]`).join(",");
  return `${cards}{outline:2px dashed currentColor;outline-offset:-2px}${notes}{display:inline-flex}`;
}
