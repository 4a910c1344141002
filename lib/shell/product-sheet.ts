/**
 * The screens a product opens over, as a sheet (issue 28 item 3): the lists of dishes. Next intercepts
 * a client navigation to /product/{id}/ from any page under the venue's language segment; proxy.ts drops
 * Next's `Next-Url` header (the internal path of the page navigated from) for every other screen, so a
 * product opened from a product page (the carousel), the cart or a form is the full page, as before.
 */
const LIST_SCREENS = new Set(["home", "search", "promotions"]);

/** Whether the page at `nextUrl` (`/{licence}/{origin}/{lang}/...`, Next's Next-Url header) is a list. */
export function opensProductSheet(nextUrl: string): boolean {
  const path = nextUrl.split(/[?#]/)[0] ?? "";
  const [, , , screen, id, ...rest] = path.split("/").filter(Boolean);
  if (screen === undefined) return false;
  if (LIST_SCREENS.has(screen)) return id === undefined;
  return screen === "category" && id !== undefined && rest.length === 0;
}
