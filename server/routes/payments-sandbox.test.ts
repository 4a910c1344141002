import { eq } from "drizzle-orm";
import { payments } from "../db/schema";
import type { OrderUpdate } from "../services/events";
import { startOrderPayment } from "../services/payments/start";
import { eventually } from "../test/eventually";
import { startTestApi, type TestApi } from "../test/harness";
import { answerPage, APP_ORIGIN, insertOrder, orderWithPayment, splitStatus, useProvider } from "../test/payments-fixtures";

const NOW = new Date("2025-03-01T10:00:00.000Z");
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock: () => NOW });
  await useProvider(api, "stripe");
}, 60_000);
afterAll(() => api.close());

const paymentRow = async (reference: string) => (await api.db.select().from(payments).where(eq(payments.reference, reference)))[0];

describe("startOrderPayment", () => {
  it("records a PENDING payment with an unguessable reference and returns the sandbox page's URL", async () => {
    const first = await orderWithPayment(api, { total: "12.600" });
    const second = await orderWithPayment(api);
    expect(first.reference).toMatch(/^[0-9a-f]{32}$/);
    expect(second.reference).not.toBe(first.reference);
    expect(first.paymentUrl).toBe(`${APP_ORIGIN}/backend/sandbox/pay/${first.reference}/`);
    expect(await paymentRow(first.reference)).toMatchObject({
      orderUuid: first.uuid,
      provider: "stripe",
      paymentType: "card",
      amount: "12.600",
      status: "PENDING",
      language: "en",
      appOrigin: APP_ORIGIN,
      paidAt: null,
      splitPaymentUuid: null,
    });
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    const order = await insertOrder(api);
    let reference = "";
    await expect(
      api.db.transaction(async (tx) => {
        ({ reference } = await startOrderPayment(tx, api.deps, {
          orderUuid: order.uuid,
          amount: 12_600,
          currency: "AED",
          language: "en",
          provider: "stripe",
          appOrigin: APP_ORIGIN,
        }));
        throw new Error("order creation failed later");
      }),
    ).rejects.toThrow("order creation failed later");
    expect(reference).toMatch(/^[0-9a-f]{32}$/);
    expect(await paymentRow(reference)).toBeUndefined();
  });
});

describe("GET /sandbox/pay/{reference}/ (the hosted page)", () => {
  it("shows the amount at the menu's decimal places, the order and the Pay and Decline buttons", async () => {
    const payment = await orderWithPayment(api, { total: "12.600" });
    const response = await api.http(`/sandbox/pay/${payment.reference}/`, { headers: { Accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<title>Pay 12\.60 AED \| Sandbox payment<\/title>/);
    expect(html).toContain(String(payment.orderNumber).padStart(6, "0"));
    expect(html).toContain(`<form method="post" action="/backend/sandbox/pay/${payment.reference}/">`);
    expect(html).toContain('<button type="submit" name="action" value="pay" class="pay">Pay</button>');
    expect(html).toContain('<button type="submit" name="action" value="decline" class="decline">Decline</button>');
  });

  it("answers an unknown reference with 404: a page for browsers, { detail } for scripts", async () => {
    const page = await api.http("/sandbox/pay/nope/", { headers: { Accept: "text/html" } });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Payment not found");
    const json = await api.http("/sandbox/pay/nope/");
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ detail: "Payment not found." });
  });

  it("refuses a reference longer than any the gateway hands out with 400", async () => {
    const response = await api.http(`/sandbox/pay/${"a".repeat(129)}/`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { reference: [expect.any(String)] } });
  });
});

describe("POST /sandbox/pay/{reference}/ (Pay or Decline)", () => {
  it("Pay marks the payment PAID at the clock's time and sends the guest back with 303", async () => {
    const payment = await orderWithPayment(api);
    const response = await answerPage(api, payment.reference, "pay");
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(`${APP_ORIGIN}/en/payment/stripe`);
    expect(location.searchParams.get("ref")).toBe(payment.reference);
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "PAID", paidAt: NOW });
  });

  it("Decline marks the payment FAILED without paid_at", async () => {
    const payment = await orderWithPayment(api);
    expect((await answerPage(api, payment.reference, "decline")).status).toBe(303);
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "FAILED", paidAt: null });
  });

  it("changes nothing on a second answer and returns to the same screen", async () => {
    const payment = await orderWithPayment(api);
    const first = await answerPage(api, payment.reference, "pay");
    const again = await answerPage(api, payment.reference, "decline");
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "PAID", paidAt: NOW });
    const page = await (await api.http(`/sandbox/pay/${payment.reference}/`)).text();
    expect(page).toContain("This payment has been paid.");
    expect(page).not.toContain(">Decline<");
  });

  it("marks the linked split payment PAID, and gives a declined split back (AVAILABLE)", async () => {
    const paid = await orderWithPayment(api, { split: true });
    const declined = await orderWithPayment(api, { split: true });
    await answerPage(api, paid.reference, "pay");
    await answerPage(api, declined.reference, "decline");
    expect(await splitStatus(api, paid.splitPaymentUuid ?? "")).toBe("PAID");
    expect(await splitStatus(api, declined.splitPaymentUuid ?? "")).toBe("AVAILABLE");
  });

  it("returns to the language the payment was started in", async () => {
    const payment = await orderWithPayment(api, { language: "ar" });
    const location = (await answerPage(api, payment.reference, "pay")).headers.get("location") ?? "";
    expect(location.startsWith(`${APP_ORIGIN}/ar/payment/stripe?`)).toBe(true);
  });

  it("prefers the configured public URL over the origin the payment was started from", async () => {
    const payment = await orderWithPayment(api);
    api.deps.settings.publicUrl = "https://menu.example.com";
    try {
      const location = (await answerPage(api, payment.reference, "pay")).headers.get("location") ?? "";
      expect(location.startsWith("https://menu.example.com/en/payment/stripe?ref=")).toBe(true);
    } finally {
      api.deps.settings.publicUrl = null;
    }
  });

  it("publishes order-update for the order when its payment changes", async () => {
    const payment = await orderWithPayment(api);
    const heard: OrderUpdate[] = [];
    // Resolves once the LISTEN is on: the change below cannot come before it.
    const stop = await api.deps.events.subscribe(payment.uuid, (update) => heard.push(update));
    try {
      await answerPage(api, payment.reference, "pay");
      await eventually(() => heard.length > 0, "the payment's order-update");
    } finally {
      stop();
    }
    expect(heard[0]).toEqual({ uuid: payment.uuid, status: "pending", updated: NOW.toISOString() });
  });

  it("refuses an action other than pay or decline with 400 and changes nothing", async () => {
    const payment = await orderWithPayment(api);
    const response = await answerPage(api, payment.reference, "refund");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { action: [expect.any(String)] } });
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "PENDING" });
  });

  it("answers an unknown reference with 404", async () => {
    expect((await answerPage(api, "0".repeat(32), "pay")).status).toBe(404);
  });
});
