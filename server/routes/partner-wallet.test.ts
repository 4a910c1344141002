import { eq } from "drizzle-orm";
import { DEFAULT_CONTACT_PHONE } from "@/lib/domain/order-contact";
import { payments, wallets } from "../db/schema";
import { AMAL, httpError, insertOrder, KARIM, listenOrder, otpOf, partnerVenue } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

let api: TestApi;
// The API's clock: each test moves it on one 30-second OTP step, so every test's OTPs are fresh.
let now = new Date("2026-03-01T10:00:00Z");
const otp = (wallet: { otp_secret: string }) => otpOf(wallet, now);
beforeEach(async () => {
  now = new Date(now.getTime() + 30_000);
  // The wallets' balances change in these tests: each one starts from the venue file's.
  await api.importVenue(partnerVenue());
});
beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  await api.importVenue(testVenue());
}, 60_000);
afterAll(() => api.close());

// Each test is its own guest for the OTP rate limit (5 a minute).
let guest = 0;
const asGuest = () => ({ headers: { "x-forwarded-for": `192.0.2.${++guest}` } });
const redeemRaw = (orderId: string, body: unknown, call = asGuest()) =>
  api.http(`/iiko/af/blue/${orderId}/`, { method: "POST", body: JSON.stringify(body), ...call });
const balanceOf = async (walletId: string) => (await api.db.select().from(wallets).where(eq(wallets.walletId, walletId)))[0]?.balance;
const paymentsOf = (uuid: string) => api.db.select().from(payments).where(eq(payments.orderUuid, uuid));

describe("GET /iiko/af/blue/{id}/ (001 sections 2, 7)", () => {
  // Issue 10 item 9 and issue 24 item 2: anyone can put any phone on an order, so the look-up tells
  // nothing of a wallet (name "" read as null, balance 0, and the same id "blue" for every phone).
  it("answers every order with a phone alike, whether the phone has a wallet or not", async () => {
    for (const phone of [AMAL.phone, "+971501110000"]) {
      const uuid = await insertOrder(api.db, { phone });
      expect(await api.client.getWallet(uuid)).toEqual({ name: null, balance: 0, wallet_id: "blue" });
      expect(await (await api.http(`/iiko/af/blue/${uuid}/`)).json()).toEqual({ name: "", balance: 0, wallet_id: "blue" });
    }
  });

  it("redeems from a wallet whose phone the venue file writes with spaces", async () => {
    const uuid = await insertOrder(api.db, { phone: "+971509998888" });
    await api.client.redeemWallet(uuid, { wallet_id: "blue", amount: 1, otp: otp(KARIM) }, asGuest());
    expect(await balanceOf(KARIM.wallet_id)).toBe("499.000");
  });

  it("answers an empty object when the guest gave no phone", async () => {
    // Issue 26 item 7: an order without one carries the default contact phone, which is nobody's wallet.
    for (const phone of ["", DEFAULT_CONTACT_PHONE]) {
      const uuid = await insertOrder(api.db, { phone });
      const response = await api.http(`/iiko/af/blue/${uuid}/`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
      expect(await api.client.getWallet(uuid)).toBeNull();
    }
  });

  it("answers 404 for unknown orders, non-UUID ids and orders of a venue without the partner integration", async () => {
    for (const id of ["7c1e0a52-5f7b-4d0e-9a55-2a1f1f0b9e11", "123", await insertOrder(api.db, { venueId: 100 })]) {
      expect((await httpError(api.client.getWallet(id))).status).toBe(404);
    }
  });
});

describe("POST /iiko/af/blue/{orderId}/ (001 sections 4, 7, 8)", () => {
  it("debits the wallet and records a PAID blue_wallet payment, publishing order-update", async () => {
    const uuid = await insertOrder(api.db);
    const { update } = await listenOrder(api.deps.events, uuid);
    await api.client.redeemWallet(uuid, { wallet_id: AMAL.wallet_id, amount: 10, otp: otp(AMAL) }, asGuest());
    expect(await update).toMatchObject({ uuid });
    expect(await balanceOf(AMAL.wallet_id)).toBe("40.000");
    expect(await paymentsOf(uuid)).toEqual([
      expect.objectContaining({ paymentType: "blue_wallet", provider: "wallet", amount: "10.000", status: "PAID", paidAt: now }),
    ]);
  });

  it("answers 400 'Incorrect OTP' for a wrong OTP and writes nothing", async () => {
    const uuid = await insertOrder(api.db);
    const response = await redeemRaw(uuid, { wallet_id: AMAL.wallet_id, amount: 10, otp: "000000" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ detail: "Incorrect OTP" });
    expect(await balanceOf(AMAL.wallet_id)).toBe("50.000");
    expect(await paymentsOf(uuid)).toEqual([]);
  });

  // Issue 10 item 9: an amount over the cap answers exactly as a wrong OTP (it used to name the cap,
  // which told a guesser the OTP was right); the OTP it came with is spent.
  it("caps the amount at the wallet balance when it is lower than the balance due", async () => {
    const uuid = await insertOrder(api.db, { total: 100 });
    const over = await redeemRaw(uuid, { wallet_id: AMAL.wallet_id, amount: 50.001, otp: otp(AMAL) });
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ detail: "Incorrect OTP", errors: { otp: ["Incorrect OTP"] } });
    now = new Date(now.getTime() + 30_000);
    await api.client.redeemWallet(uuid, { wallet_id: AMAL.wallet_id, amount: 50, otp: otp(AMAL) }, asGuest());
    expect(await balanceOf(AMAL.wallet_id)).toBe("0.000");
  });

  it("caps the amount at the balance due (total minus PAID payments) when it is lower than the wallet balance", async () => {
    const uuid = await insertOrder(api.db, { phone: "+971509998888" });
    await api.db.insert(payments).values([
      { orderUuid: uuid, provider: "stripe", reference: "w-paid", paymentType: "card", amount: "13.000", status: "PAID" },
      { orderUuid: uuid, provider: "stripe", reference: "w-failed", paymentType: "card", amount: "30.000", status: "FAILED" },
    ]);
    const call = asGuest();
    expect((await redeemRaw(uuid, { wallet_id: KARIM.wallet_id, amount: 30.01, otp: otp(KARIM) }, call)).status).toBe(400);
    now = new Date(now.getTime() + 30_000);
    await api.client.redeemWallet(uuid, { wallet_id: KARIM.wallet_id, amount: 30, otp: otp(KARIM) }, call);
    expect(await balanceOf(KARIM.wallet_id)).toBe("470.000");
    now = new Date(now.getTime() + 30_000);
    const nothingDue = await redeemRaw(uuid, { wallet_id: KARIM.wallet_id, amount: 1, otp: otp(KARIM) }, call);
    expect(nothingDue.status).toBe(400);
  });

  it("answers 400 naming the fields: OTP of 5 digits, amount 0, wallet_id missing", async () => {
    const uuid = await insertOrder(api.db);
    const response = await redeemRaw(uuid, { amount: 0, otp: "12345" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { otp: ["OTP must be exactly 6 digits"], amount: ["Amount must be above 0"], wallet_id: [expect.any(String)] },
    });
  });

  it("answers a wallet that is not the order guest's as a wrong OTP, 404 for an unknown order and a non-partner venue's order", async () => {
    const uuid = await insertOrder(api.db, { phone: AMAL.phone });
    const call = asGuest();
    expect((await redeemRaw(uuid, { wallet_id: KARIM.wallet_id, amount: 1, otp: otp(KARIM) }, call)).status).toBe(400);
    expect(
      (await redeemRaw("7c1e0a52-5f7b-4d0e-9a55-2a1f1f0b9e11", { wallet_id: AMAL.wallet_id, amount: 1, otp: otp(AMAL) }, call)).status,
    ).toBe(404);
    const other = await insertOrder(api.db, { venueId: 100 });
    expect((await redeemRaw(other, { wallet_id: AMAL.wallet_id, amount: 1, otp: otp(AMAL) }, call)).status).toBe(404);
    expect(await balanceOf(KARIM.wallet_id)).toBe("500.000");
  });

  it("answers 409 for a canceled order", async () => {
    const uuid = await insertOrder(api.db, { status: "canceled" });
    expect((await redeemRaw(uuid, { wallet_id: AMAL.wallet_id, amount: 1, otp: otp(AMAL) })).status).toBe(409);
  });

  it("rate-limits OTP attempts per client (bucket otp, 5 a minute): the 6th is 429 even with the right OTP", async () => {
    const uuid = await insertOrder(api.db);
    const me = asGuest();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await redeemRaw(uuid, { wallet_id: AMAL.wallet_id, amount: 1, otp: `00000${attempt}` }, me)).status).toBe(400);
    }
    const limited = await redeemRaw(uuid, { wallet_id: AMAL.wallet_id, amount: 1, otp: otp(AMAL) }, me);
    expect(limited.status).toBe(429);
    expect(await balanceOf(AMAL.wallet_id)).toBe("50.000");
    // Five wrong OTPs also locked the wallet (15 minutes): another guest waits that out.
    now = new Date(now.getTime() + 15 * 60_000 + 30_000);
    await api.client.redeemWallet(uuid, { wallet_id: AMAL.wallet_id, amount: 1, otp: otp(AMAL) }, asGuest());
    expect(await balanceOf(AMAL.wallet_id)).toBe("49.000");
  });
});
