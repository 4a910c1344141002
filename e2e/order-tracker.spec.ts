import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "./support/test";
import { startPostgresApp, type PostgresApp } from "./support/postgres-app";
import { orderLine, takeawayOrderBody } from "./support/order-body";
import { alwaysOpenDemo, demoVenue, type JsonObject } from "./support/fixture-venue-file";
import { fetchOnHost } from "./support/venue-host";

// Issue 28 items 6 and 7: the order tracker and the payment return that leads to it, as a guest meets them
// in English and Arabic. The venue moves the order through its statuses with the venue CLI while the
// screen is open (the app runs on its own PostgreSQL, e2e/support/postgres-app.ts), so each step arrives
// live. The venue is the demo, always open: AED with 2 decimals, US$ at 0.2723, Arabic-Indic digits in
// Arabic, Asia/Dubai, and a preparation time of 20 minutes (preparation_minutes).

const VENUE = { licence: "e2e-tracker", host: "tracker.localhost", menuId: 9501 };
const PREPARATION_MINUTES = 20;
// Kunafa 34 + 5 % VAT 1.70 + service fee 2 = 37.70; x 0.2723 = 10.2657.
const KUNAFA = orderLine({ id: 601, name: "Kunafa", price: 34 });

function trackerVenue(): JsonObject {
  expect(demoVenue().menu.preparation_minutes).toBe(PREPARATION_MINUTES);
  return alwaysOpenDemo(VENUE);
}

// Each test runs the venue CLI several times (a process each), slow on a busy machine.
test.describe.configure({ mode: "serial", timeout: 150_000 });

let app: PostgresApp;
let keys = 0;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  app = await startPostgresApp([trackerVenue()]);
});

test.afterAll(async () => {
  await app?.stop();
});

const venueHost = () => `${VENUE.host}:${app.port}`;
const screenUrl = (lang: string, uuid: string) => `http://${venueHost()}/${lang}/order/${uuid}/`;

async function createOrder(paymentType: "cash" | "card") {
  const answer = await fetchOnHost(`${app.origin}/backend/en/api/order/`, venueHost(), {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `e2e-tracker-${Date.now()}-${(keys += 1)}` },
    body: JSON.stringify(takeawayOrderBody(VENUE.menuId, [KUNAFA], paymentType)),
  });
  const body = (await answer.json()) as { uuid: string; padded_order_id: string; payment_url: string | null };
  expect(answer.status, JSON.stringify(body)).toBe(201);
  return body;
}

/** When the venue API says the order reached `status` (status_changes of the order answer). */
async function reachedAt(uuid: string, status: string): Promise<string> {
  const answer = await fetchOnHost(`${app.origin}/backend/en/api/order/${uuid}/`, venueHost());
  const order = (await answer.json()) as { status_changes: { status: string; at: string }[] };
  const change = order.status_changes.findLast((entry) => entry.status === status);
  expect(change, `${status} in ${JSON.stringify(order.status_changes)}`).toBeDefined();
  return change?.at ?? "";
}

async function moveTo(uuid: string, status: string) {
  const run = await app.venue(["order-status", uuid, status]);
  expect(run.stderr).toBe("");
  expect(run.stdout).toContain(`-> ${status}`);
}

/** The venue's time of day as the screen writes it (English: Western digits). */
const englishTime = (iso: string) =>
  new Intl.DateTimeFormat("en", { timeStyle: "short", timeZone: "Asia/Dubai", numberingSystem: "latn" }).format(new Date(iso));

const steps = (page: Page, name: string) => page.getByRole("list", { name }).getByRole("listitem");

/** A step shows its time, as a <time> with the venue API's instant. */
async function expectStepTime(step: Locator, iso: string, text?: string) {
  const time = step.locator("time");
  await expect(time).toHaveAttribute("datetime", iso);
  if (text !== undefined) await expect(time).toHaveText(text);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("English: every status is a step with its time; Edit only while pending; the ready time; US$ once, on the total", async ({ page }) => {
  const order = await createOrder("cash");
  await page.goto(screenUrl("en", order.uuid));
  const list = steps(page, "Order progress");
  await expect(list).toHaveText([/^.?Order Pending/, /^Order Accepted$/, /^Being Prepared$/, /^Order Fulfilled$/]);
  const created = await reachedAt(order.uuid, "pending");
  await expect(list.nth(0)).toHaveAttribute("aria-current", "step");
  await expectStepTime(list.nth(0), created, englishTime(created));
  await expect(list.nth(0).getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/en/home/");
  await expect(page.getByTestId("ready-by")).toHaveCount(0);
  // The alternate currency once: on the total (37.70 x 0.2723 = 10.2657), not on each line and row.
  await expect(page.getByRole("main").getByText(/US\$/)).toHaveText(["US$10.27"]);
  await expect(page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Total", exact: true }) })).toHaveText(
    /^TotalAED 37\.70US\$10\.27$/,
  );
  await expectNoSeriousViolations(page);

  await moveTo(order.uuid, "accepted");
  await expect(list.nth(1)).toHaveAttribute("aria-current", "step");
  const accepted = await reachedAt(order.uuid, "accepted");
  await expectStepTime(list.nth(1), accepted, englishTime(accepted));
  await expect(list.nth(0)).toHaveAttribute("data-state", "done");
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  const readyBy = new Date(Date.parse(accepted) + PREPARATION_MINUTES * 60_000).toISOString();
  await expect(page.getByTestId("ready-by")).toHaveText(`Ready by about ${englishTime(readyBy)}`);
  await expect(page.getByTestId("ready-by").locator("time")).toHaveAttribute("datetime", readyBy);

  // At preparing, accepted is done: preparing is the current step (main marked accepted still).
  await moveTo(order.uuid, "preparing");
  await expect(list.nth(2)).toHaveAttribute("aria-current", "step");
  await expect(list.nth(1)).toHaveAttribute("data-state", "done");
  await expectStepTime(list.nth(2), await reachedAt(order.uuid, "preparing"));
  await expect(page.getByTestId("ready-by")).toHaveText(`Ready by about ${englishTime(readyBy)}`);

  await moveTo(order.uuid, "fulfilled");
  await expect(list.nth(3)).toHaveAttribute("aria-current", "step");
  await expectStepTime(list.nth(3), await reachedAt(order.uuid, "fulfilled"));
  await expect(list.nth(2)).toHaveAttribute("data-state", "done");
  await expect(page.getByTestId("ready-by")).toHaveCount(0);
  await expect(list.locator("time")).toHaveCount(4);
  await expectNoSeriousViolations(page);
});

test("English: a rejected order ends the tracker with Order Rejected and the cancelled notice", async ({ page }) => {
  const order = await createOrder("cash");
  await page.goto(screenUrl("en", order.uuid));
  const list = steps(page, "Order progress");
  await expect(list).toHaveCount(4);
  await moveTo(order.uuid, "rejected");
  await expect(list).toHaveText([/Order Pending/, /^.?Order Rejected/]);
  await expect(list.nth(1)).toHaveAttribute("aria-current", "step");
  await expectStepTime(list.nth(1), await reachedAt(order.uuid, "rejected"));
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Order canceled, please contact our staff for assistance.");
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test("Arabic: accepted then canceled, each step with its time in Arabic-Indic digits; the end state last", async ({ page }) => {
  const order = await createOrder("cash");
  await page.goto(screenUrl("ar", order.uuid));
  const list = steps(page, "مراحل الطلب");
  await expect(list).toHaveText([/الطلب قيد الانتظار/, /^تم قبول الطلب$/, /^قيد التحضير$/, /^تم تنفيذ الطلب$/]);
  await expect(list.nth(0).getByRole("link", { name: "تعديل" })).toBeVisible();
  await expectStepTime(list.nth(0), await reachedAt(order.uuid, "pending"));
  await expect(list.nth(0).locator("time")).toHaveText(/[\u0660-\u0669]{1,2}:[\u0660-\u0669]{2}/);
  // The alternate currency once, on the total.
  await expect(page.getByRole("main").getByText(/US\$/)).toHaveCount(1);

  await moveTo(order.uuid, "accepted");
  await expect(list.nth(1)).toHaveAttribute("aria-current", "step");
  await expectStepTime(list.nth(1), await reachedAt(order.uuid, "accepted"));
  await expect(page.getByRole("link", { name: "تعديل" })).toHaveCount(0);
  await expect(page.getByTestId("ready-by")).toHaveText(/^الوقت المتوقع لتجهيز الطلب: .*[\u0660-\u0669]{1,2}:[\u0660-\u0669]{2}/);
  await expectNoSeriousViolations(page);

  await moveTo(order.uuid, "canceled");
  await expect(list).toHaveText([/الطلب قيد الانتظار/, /تم قبول الطلب/, /تم إلغاء الطلب/]);
  await expect(list.nth(2)).toHaveAttribute("aria-current", "step");
  await expectStepTime(list.nth(2), await reachedAt(order.uuid, "canceled"));
  await expect(page.getByTestId("ready-by")).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

for (const lang of ["en", "ar"] as const) {
  const words = {
    en: {
      progress: "Order progress",
      accepted: "Order Accepted",
      edit: "Edit",
      paid: "Order Status: PAID",
      reference: "Payment reference: ",
    },
    ar: { progress: "مراحل الطلب", accepted: "تم قبول الطلب", edit: "تعديل", paid: "حالة الطلب: مدفوع", reference: "مرجع الدفع: " },
  }[lang];

  test(`${lang}: the gateway returns to the result and the live order on one screen; a paid order has no Edit`, async ({ page }) => {
    const order = await createOrder("card");
    expect(order.payment_url).toContain("/backend/sandbox/pay/");
    // The gateway's page on the venue's host (which only Chromium resolves to loopback); it returns in the order's language.
    const gateway = new URL(order.payment_url ?? "");
    await page.goto(gateway.href);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/payment\/stripe\/\?.*ref=.+/);
    const ref = new URL(page.url()).searchParams.get("ref") ?? "";
    // The same return in the test's language (for English, the page again).
    await page.goto(page.url().replace("/en/payment/", `/${lang}/payment/`));

    // The result: the order's number, PAID, and the gateway's reference in a details line.
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/[0-9\u0660-\u0669]{6}/);
    await expect(page.getByRole("status").filter({ hasText: words.paid })).toBeVisible();
    await expect(page.getByTestId("payment-reference")).toHaveText(`${words.reference}${ref}`);
    // The live order on the same screen: its tracker and receipt, without a tap on Order Details.
    const list = steps(page, words.progress);
    await expect(list).toHaveCount(4);
    await expect(list.nth(0)).toHaveAttribute("aria-current", "step");
    await expect(list.nth(0).getByRole("link", { name: words.edit })).toHaveCount(0);
    await expect(page.getByRole("main").getByText(/US\$/)).toHaveCount(1);
    await expectNoSeriousViolations(page);

    await moveTo(order.uuid, "accepted");
    await expect(list.filter({ hasText: words.accepted })).toHaveAttribute("aria-current", "step");
    await expectStepTime(list.nth(1), await reachedAt(order.uuid, "accepted"));
  });
}
