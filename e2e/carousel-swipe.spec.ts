import { expect, test, type Locator, type Page } from "./support/test";

// Issue 14: the product's siblings and the promotions move with a swipe, as the guest's finger (touch
// events through the browser's input pipeline) or a mouse drag gives it. Demo venue
// (server/seed/venues/demo.json): Hot coffee lists 211 Espresso, 212 Flat white, 213 Iced Spanish
// latte and has no hours; the venue is open around the clock. Promotions 1-3 are enabled.
const ESPRESSO = 211;
const FLAT_WHITE = 212;
const SPANISH_LATTE = 213;

// Shorter than a product slide (112 px), so the strip lands one product on whether the release reads as
// a flick (one snap on) or a slow drag (the nearest snap).
const PRODUCT_SWIPE = 100;
// More than half a promotion (one per view), for the same reason.
const PROMOTION_SWIPE = 250;

type Gesture = "touch" | "mouse";

/** Drags across the middle of `target` by `dx` (negative: the finger moves left). */
async function swipe(page: Page, target: Locator, dx: number, gesture: Gesture) {
  const box = await target.boundingBox();
  if (!box) throw new Error("the carousel is not laid out");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const steps = 10;
  if (gesture === "mouse") {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= steps; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + (dx * step) / steps, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Waits for embla to take the carousel over: it places the track with a transform. */
async function ready(carousel: Locator) {
  await expect(carousel.getByRole("list")).toHaveAttribute("style", /translate3d/);
}

/** The product the strip centres, once the strip can be dragged. */
async function currentSlide(carousel: Locator): Promise<Locator> {
  await ready(carousel);
  return carousel.locator('[aria-current="page"]');
}

test.describe("the product's siblings follow a swipe", () => {
  for (const gesture of ["touch", "mouse"] as const) {
    test(`a ${gesture} swipe to the left opens the next product, to the right the previous`, async ({ page }) => {
      await page.goto(`/en/product/${FLAT_WHITE}/`);
      const carousel = page.getByRole("region", { name: "Hot coffee" });
      await swipe(page, await currentSlide(carousel), -PRODUCT_SWIPE, gesture);
      await expect(page).toHaveURL(new RegExp(`/en/product/${SPANISH_LATTE}/$`));
      await expect(page.getByRole("heading", { level: 1, name: "Iced Spanish latte" })).toBeVisible();
      await expect(carousel.getByRole("link", { name: "Iced Spanish latte" })).toHaveAttribute("aria-current", "page");

      await swipe(page, await currentSlide(carousel), PRODUCT_SWIPE, gesture);
      await expect(page).toHaveURL(new RegExp(`/en/product/${FLAT_WHITE}/$`));
      await swipe(page, await currentSlide(carousel), PRODUCT_SWIPE, gesture);
      await expect(page).toHaveURL(new RegExp(`/en/product/${ESPRESSO}/$`));
      await expect(page.getByRole("heading", { level: 1, name: "Espresso" })).toBeVisible();
    });
  }

  test("each swiped product is a page of the history: Back returns to the one swiped from", async ({ page }) => {
    await page.goto(`/en/product/${FLAT_WHITE}/`);
    const carousel = page.getByRole("region", { name: "Hot coffee" });
    await swipe(page, await currentSlide(carousel), -PRODUCT_SWIPE, "touch");
    await expect(page).toHaveURL(new RegExp(`/en/product/${SPANISH_LATTE}/$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/en/product/${FLAT_WHITE}/$`));
    await expect(page.getByRole("heading", { level: 1, name: "Flat white" })).toBeVisible();
  });

  test("right to left, a swipe to the right goes forward", async ({ page }) => {
    await page.goto(`/ar/product/${FLAT_WHITE}/`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const carousel = page.getByRole("region", { name: "القهوة الساخنة" });
    await swipe(page, await currentSlide(carousel), PRODUCT_SWIPE, "touch");
    await expect(page).toHaveURL(new RegExp(`/ar/product/${SPANISH_LATTE}/$`));
    await expect(page.getByRole("heading", { level: 1, name: "سبانش لاتيه مثلج" })).toBeVisible();
    await swipe(page, await currentSlide(carousel), -PRODUCT_SWIPE, "mouse");
    await expect(page).toHaveURL(new RegExp(`/ar/product/${FLAT_WHITE}/$`));
  });
});

test.describe("promotions follow a swipe", () => {
  test("a touch swipe to the left shows the next promotion, and a mouse drag over its video the first", async ({ page }) => {
    await page.goto("/en/promotions/");
    const carousel = page.getByRole("region", { name: "Promotions" });
    await ready(carousel);
    const first = carousel.getByRole("heading", { name: "Breakfast until noon" });
    const second = carousel.getByRole("heading", { name: "Karak nights, 9 pm to midnight" });
    await swipe(page, first, -PROMOTION_SWIPE, "touch");
    await expect(carousel.getByText("2 of 3")).toBeVisible();
    await expect(second).toBeInViewport();
    await expect(first).not.toBeInViewport();
    await expect(carousel.getByRole("button", { name: "Previous promotion" })).toBeEnabled();

    // The second promotion is a video with the browser's controls: a drag over it still moves the carousel.
    await swipe(page, carousel.getByLabel("Karak nights, 9 pm to midnight"), PROMOTION_SWIPE, "mouse");
    await expect(carousel.getByText("1 of 3")).toBeVisible();
    await expect(first).toBeInViewport();
  });

  test("right to left, a swipe to the right shows the next promotion", async ({ page }) => {
    await page.goto("/ar/category/8/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const carousel = page.getByRole("region", { name: "الفعاليات والعروض" });
    const second = carousel.getByRole("group", { name: "ليالي الكرك من التاسعة مساءً حتى منتصف الليل" });
    await expect(second).not.toBeInViewport();
    await ready(carousel);
    await swipe(page, carousel.getByRole("group", { name: "الفطور حتى الظهر" }), PROMOTION_SWIPE, "touch");
    await expect(second).toBeInViewport({ ratio: 0.9 });
  });
});
