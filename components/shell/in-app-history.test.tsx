/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { BackButton } from "./back-button";
import { BackCategory } from "./back-category";

let pathname = "/en/product/95101/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));
const router = { push: jest.fn(), back: jest.fn() };
jest.mock("@/i18n/navigation", () => ({ useRouter: () => router }));

const depth = () => Reflect.get(window.history.state ?? {}, "carteDepth");

function Page({ category }: { category?: number }) {
  return (
    <>
      <BackButton label="Back" />
      {category !== undefined && <BackCategory id={category} />}
    </>
  );
}

beforeEach(() => {
  router.push.mockClear();
  router.back.mockClear();
  Reflect.deleteProperty(window, "navigation");
});

// One document, as a tab lives it: the module keeps the depth of the entry on screen.
test("back never leaves the site, and goes back once a page of ours lies behind", () => {
  // A shared product link opened in a fresh tab: nothing of ours behind, Next's state kept beside ours.
  window.history.replaceState({ __NA: true }, "", "/en/product/95101/");
  const { rerender } = render(<Page category={95100} />);
  expect(depth()).toBe(0);
  expect(window.history.state).toMatchObject({ __NA: true });
  fireEvent.click(screen.getByRole("button", { name: "Back" }));
  expect(router.back).not.toHaveBeenCalled();
  expect(router.push).toHaveBeenCalledWith("/category/95100/");

  // A navigation inside the app makes a new entry (Next's pushState): one page of ours behind it.
  window.history.pushState({ __NA: true }, "", "/en/cart/");
  pathname = "/en/cart/";
  rerender(<Page />);
  expect(depth()).toBe(1);
  fireEvent.click(screen.getByRole("button", { name: "Back" }));
  expect(router.back).toHaveBeenCalledTimes(1);

  // Back on the first entry: its recorded depth holds again, and a page without a category goes home.
  window.history.replaceState({ __NA: true, carteDepth: 0 }, "", "/en/page/2/");
  pathname = "/en/page/2/";
  rerender(<Page />);
  router.back.mockClear();
  fireEvent.click(screen.getByRole("button", { name: "Back" }));
  expect(router.back).not.toHaveBeenCalled();
  expect(router.push).toHaveBeenLastCalledWith("/home/");
});

test("the Navigation API's canGoBack (this site's entries of the tab only) decides where the browser has one", () => {
  window.history.replaceState({ carteDepth: 3 }, "", "/en/cart/");
  pathname = "/en/cart/";
  Reflect.set(window, "navigation", { canGoBack: false });
  render(<Page />);
  fireEvent.click(screen.getByRole("button", { name: "Back" }));
  expect(router.back).not.toHaveBeenCalled();
  expect(router.push).toHaveBeenCalledWith("/home/");

  Reflect.set(window, "navigation", { canGoBack: true });
  fireEvent.click(screen.getByRole("button", { name: "Back" }));
  expect(router.back).toHaveBeenCalledTimes(1);
});

test("the header shows no back button on home", () => {
  pathname = "/en/home/";
  render(<Page />);
  expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
});
