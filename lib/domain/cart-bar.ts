/**
 * The screens the "View cart" bar shows on while the cart holds items (issue 14): where the guest
 * browses. The product screen has its own add bar; the cart and what follows it need no way to the cart.
 */
const BROWSING_SCREENS = new Set(["home", "category", "search", "promotions", "page"]);

/** `pathname` is the browser's, with the language prefix ("/ar/category/4/"). */
export function showsCartBar(pathname: string): boolean {
  const screen = pathname.split("/").filter(Boolean)[1];
  return screen !== undefined && BROWSING_SCREENS.has(screen);
}
