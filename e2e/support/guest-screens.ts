// Issue 28's "Done when": every guest screen of the demo venue at phone, tablet and desktop size, in
// English and Arabic. The tours serve `npm run screens` (screenshots) and e2e/screens-axe.spec.ts (axe),
// so what is shot is what is checked. Plain waits only: the script runs this outside Playwright's runner.
import type { Page } from "@playwright/test";
import { orderLine, takeawayOrderBody } from "./order-body";
import { scriptsLoaded } from "./scripts-loaded";

export const SCREEN_SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "tablet", viewport: { width: 820, height: 1180 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;

export const SCREEN_LANGUAGES = ["en", "ar"] as const;

/** Screens reached by their address alone. */
const ADDRESSED_SCREENS = [
  ["landing", "/"],
  ["home", "/home/"],
  ["category", "/category/1/"],
  ["product", "/product/212/"],
  ["search", "/search/?q=tea"],
  ["promotions", "/promotions/"],
  ["info-page", "/page/2/"],
  ["form", "/form/1/"],
  ["offline", "/offline/"],
  ["not-found", "/no-such-screen/"],
] as const;

// The demo's Grilled hammour: no choices, ordered around the clock (e2e/payment-return.spec.ts).
const ORDERED_DISH = { id: 405, name: "Grilled hammour", price: 84 };

export type ScreenVisit = (screen: string) => Promise<void>;

async function open(page: Page, address: string) {
  await page.goto(address);
  await scriptsLoaded(page);
}

/** A card order through the venue API's sandbox gateway, paid; the guest is back on the payment return. */
async function payForAnOrder(page: Page, baseUrl: string, language: string): Promise<string> {
  const answer = await page.request.post(`${baseUrl}/backend/${language}/api/order/`, {
    headers: { "Idempotency-Key": `screens-${Date.now()}-${Math.random()}`, Origin: baseUrl },
    data: takeawayOrderBody(1, [orderLine(ORDERED_DISH)], "card"),
  });
  const order = (await answer.json()) as { uuid?: string; payment_url?: string | null };
  if (answer.status() !== 201 || !order.uuid || !order.payment_url)
    throw new Error(`order refused: ${answer.status()} ${JSON.stringify(order)}`);
  await page.goto(order.payment_url);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await page.waitForURL(/\/payment\/stripe\/\?.*ref=/);
  // The gateway returns in the order's language; the same return in the tour's language.
  await open(page, page.url().replace(/\/[a-z]{2}\/payment\//, `/${language}/payment/`));
  return order.uuid;
}

/** The screens a guest reaches by an address alone, in `language`; `visit` runs on each once loaded. */
export async function tourAddressedScreens(page: Page, baseUrl: string, language: string, visit: ScreenVisit): Promise<void> {
  for (const [screen, address] of ADDRESSED_SCREENS) {
    await open(page, `${baseUrl}/${language}${address}`);
    await visit(screen);
  }
}

/** The screens of ordering: a dish from its list, cart, checkout, payment return, order, My orders. */
export async function tourOrderingScreens(page: Page, baseUrl: string, language: string, visit: ScreenVisit): Promise<void> {
  // A dish opened from its category: a sheet over the list where the app offers one, else its page.
  await open(page, `${baseUrl}/${language}/category/1/`);
  await page.locator('main a[href*="/product/"]').first().click();
  await page.waitForURL(/\/product\/\d+\/?/);
  await page.getByRole("heading", { level: 1 }).or(page.getByRole("dialog")).first().waitFor();
  await visit("product-from-list");

  // The dish in the cart, then the cart and checkout screens.
  await open(page, `${baseUrl}/${language}/product/${ORDERED_DISH.id}/`);
  await page.locator("form button[type=submit]").first().click();
  await page.waitForURL((url) => !url.pathname.includes(`/product/${ORDERED_DISH.id}`), { timeout: 10_000 }).catch(() => undefined);
  await open(page, `${baseUrl}/${language}/cart/`);
  await visit("cart");
  await open(page, `${baseUrl}/${language}/checkout/`);
  await visit("checkout");

  const uuid = await payForAnOrder(page, baseUrl, language);
  await visit("payment-return");
  await open(page, `${baseUrl}/${language}/order/${uuid}/`);
  await visit("order");
  await open(page, `${baseUrl}/${language}/my-orders/`);
  await visit("my-orders");
}

export const GUEST_TOURS = { addressed: tourAddressedScreens, ordering: tourOrderingScreens } as const;
