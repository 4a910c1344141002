import { eq } from "drizzle-orm";
import { payments, refundTasks } from "../db/schema";
import type { CliContext } from "../cli/context";
import { refundsCommand } from "../cli/refunds-command";
import { recording } from "../test/stripe-recorded";
import { postWebhook, sessionOf, startStripeApi, stripePayment, type StripeKit, type StripePayment } from "../test/payments-stripe-kit";

// Issue 24 item 3: Stripe reports PAID for a Checkout Session we no longer count (the guest chose
// to pay another way, and the page was expired, or it had failed here). The money becomes a stored
// refund task, listed by `venue refunds`, never a paid payment and never only a log line.

const NOW = new Date("2026-01-01T10:00:00.000Z");
let kit: StripeKit;
beforeAll(async () => {
  kit = await startStripeApi(() => NOW);
}, 60_000);
afterEach(() => {
  expect(kit.stripe.unexpected).toEqual([]);
  expect(kit.stripe.pending()).toBe(0);
});
afterAll(() => kit.api.close());

const COMPLETED = "event-checkout-session-completed";
const paymentRow = async (reference: string) => (await kit.api.db.select().from(payments).where(eq(payments.reference, reference)))[0];
const tasksOf = (uuid: string) => kit.api.db.select().from(refundTasks).where(eq(refundTasks.orderUuid, uuid));

/** Pay another way (issue 11), as the guest's order screen calls it: the open card page is closed first. */
async function payAtVenue(payment: StripePayment) {
  return kit.api.http(`/en/api/order/${payment.uuid}/payment-type/`, {
    method: "PATCH",
    body: JSON.stringify({ payment_type: "machine" }),
  });
}

/** `npm run venue -- refunds ...` in this process, on the test's database: its output lines. */
async function venueRefunds(...args: string[]): Promise<string[]> {
  const lines: string[] = [];
  const context: CliContext = {
    out: (text) => lines.push(text),
    err: (text) => lines.push(text),
    database: async () => kit.api.deps.database,
  };
  await refundsCommand.run(args, context);
  return lines;
}

describe("a PAID report for a payment we do not count (issue 24 item 3)", () => {
  it("expires the open Checkout Session when the guest pays another way; Stripe's later PAID becomes a refund task", async () => {
    const payment = await stripePayment(kit);
    kit.stripe.answer("checkout-session-open", sessionOf(payment));
    kit.stripe.answer("checkout-session-expired", sessionOf(payment));
    expect((await payAtVenue(payment)).status).toBe(200);
    const [retrieve, expire] = kit.stripe.requests.slice(-2);
    expect(retrieve).toMatchObject({ method: "GET", path: `/v1/checkout/sessions/${payment.sessionId}` });
    expect(expire).toMatchObject({ method: "POST", path: `/v1/checkout/sessions/${payment.sessionId}/expire` });
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "FAILED" });

    // The guest had paid on the old page a moment before it was expired: Stripe says so, twice.
    const paid = recording(COMPLETED, sessionOf(payment));
    expect((await postWebhook(kit.api, paid)).status).toBe(200);
    expect((await postWebhook(kit.api, paid)).status).toBe(200);
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "FAILED", paidAt: null });
    expect((await kit.api.client.getOrder("en", payment.uuid)).payments).toEqual([]);
    const tasks = await tasksOf(payment.uuid);
    expect(tasks).toEqual([
      expect.objectContaining({
        provider: "stripe",
        reference: payment.reference,
        amount: "12.600",
        currency: "AED",
        reason: "paid at the provider after it was FAILED here (superseded, expired or declined)",
        doneAt: null,
      }),
    ]);

    const id = String(tasks[0]?.id);
    const listed = await venueRefunds();
    expect(listed.join("\n")).toContain(payment.reference);
    expect(listed.join("\n")).toContain("12.600 AED");
    expect(await venueRefunds("--done", id)).toEqual([`Refund task ${id} is done.`]);
    expect((await venueRefunds()).join("\n")).not.toContain(payment.reference);
    expect((await venueRefunds("--all")).join("\n")).toContain(payment.reference);
  });

  it("stores a refund task for a share paid after its session expired here", async () => {
    const payment = await stripePayment(kit, { split: true });
    expect((await postWebhook(kit.api, recording("event-checkout-session-expired", sessionOf(payment)))).status).toBe(200);
    expect((await postWebhook(kit.api, recording(COMPLETED, sessionOf(payment)))).status).toBe(200);
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "FAILED" });
    expect(await tasksOf(payment.uuid)).toHaveLength(1);
  });

  it("refuses a Pay another way when Stripe had already taken the money: 409, nothing changed", async () => {
    const payment = await stripePayment(kit);
    kit.stripe.answer("checkout-session-paid", sessionOf(payment));
    const answer = await payAtVenue(payment);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ detail: expect.stringContaining("has just been paid") });
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "PENDING" });
  });
});
