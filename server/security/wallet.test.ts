import { eq } from "drizzle-orm";
import { payments, wallets } from "../db/schema";
import { WALLET_OTP_LOCK_MS, WALLET_OTP_MAX_FAILURES } from "../services/partner/wallet-otp";
import { RATE_LIMITS } from "../services/rate-limit";
import { AMAL, insertOrder, otpOf, partnerVenue } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

// Issue 10 item 9: "Any guest who types a phone number on an order sees that wallet's owner name and
// balance; the OTP is a constant from the venue file; the error changes when the OTP is right but
// the amount wrong; 74 guesses found it and spent from it." The OTP is now a TOTP (RFC 6238, 6
// digits, 30 s) from the wallet's secret, as the owner's app shows it (001 section 4: 'Get from Blue App').

let api: TestApi;
let now = new Date("2026-06-01T12:00:00Z");
const STEP = 30_000;
beforeAll(async () => {
  // The per-client OTP limit is raised: these attacks are about the wallet's own lock, which holds
  // whatever addresses a guesser uses.
  api = await startTestApi({ clock: () => now, limits: { ...RATE_LIMITS, otp: { limit: 1_000, windowMs: 60_000 } } });
  await api.importVenue(testVenue());
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  now = new Date(now.getTime() + 10 * STEP);
  // A fresh wallet (balance 50.000, no failures, no lock) for each attack.
  await api.importVenue(partnerVenue());
});

const INCORRECT = { detail: "Incorrect OTP", errors: { otp: ["Incorrect OTP"] } };
const redeem = (orderId: string, body: { amount: number; otp: string }) =>
  api.http(`/iiko/af/blue/${orderId}/`, { method: "POST", body: JSON.stringify({ wallet_id: AMAL.wallet_id, ...body }) });
const walletRow = async () => (await api.db.select().from(wallets).where(eq(wallets.walletId, AMAL.wallet_id)))[0];
const paymentsOf = (uuid: string) => api.db.select().from(payments).where(eq(payments.orderUuid, uuid));
/** Six-digit guesses that are none of the OTPs the window accepts now. */
function wrongGuesses(count: number): string[] {
  const valid = new Set([-1, 0, 1].map((step) => otpOf(AMAL, new Date(now.getTime() + step * STEP))));
  const guesses: string[] = [];
  for (let n = 0; guesses.length < count; n += 1) {
    const guess = String((n * 7919) % 1_000_000).padStart(6, "0");
    if (!valid.has(guess)) guesses.push(guess);
  }
  return guesses;
}

describe("the wallet look-up reveals nothing about a wallet, not even that it exists", () => {
  it("answers an order carrying the owner's phone with no owner, balance or wallet id", async () => {
    const uuid = await insertOrder(api.db, { phone: AMAL.phone });
    const response = await api.http(`/iiko/af/blue/${uuid}/`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ name: "", balance: 0, wallet_id: "blue" });
    expect(text).not.toContain(AMAL.name);
    expect(text).not.toContain(AMAL.wallet_id);
    expect(text).not.toContain("50");
  });

  // Issue 24 item 2: "GET /backend/iiko/af/blue/{uuid}/ answers a wallet id for any phone".
  it("answers an unknown phone exactly as a member's phone, and its redeem exactly as a wrong OTP", async () => {
    const known = await insertOrder(api.db, { phone: AMAL.phone });
    const unknown = await insertOrder(api.db, { phone: "+971501110000" });
    const lookUp = async (uuid: string) => {
      const response = await api.http(`/iiko/af/blue/${uuid}/`);
      return { status: response.status, body: await response.text() };
    };
    expect(await lookUp(unknown)).toEqual(await lookUp(known));
    const unknownRedeem = await redeem(unknown, { amount: 1, otp: wrongGuesses(1)[0] ?? "" });
    const knownRedeem = await redeem(known, { amount: 1, otp: wrongGuesses(1)[0] ?? "" });
    expect({ status: unknownRedeem.status, body: await unknownRedeem.json() }).toEqual({ status: 400, body: INCORRECT });
    expect({ status: knownRedeem.status, body: await knownRedeem.json() }).toEqual({ status: 400, body: INCORRECT });
  });
});

describe("only the current TOTP of the wallet's secret is accepted", () => {
  it("refuses the old constant OTP and an OTP two steps old, and writes nothing", async () => {
    const uuid = await insertOrder(api.db);
    for (const otp of ["123456", otpOf(AMAL, new Date(now.getTime() - 2 * STEP))]) {
      const response = await redeem(uuid, { amount: 1, otp });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(INCORRECT);
    }
    expect((await walletRow())?.balance).toBe("50.000");
    expect(await paymentsOf(uuid)).toEqual([]);
  });

  it("accepts the OTP of the step before and after (clock drift), once", async () => {
    const uuid = await insertOrder(api.db);
    expect((await redeem(uuid, { amount: 1, otp: otpOf(AMAL, new Date(now.getTime() - STEP)) })).status).toBe(200);
    now = new Date(now.getTime() + STEP);
    // The next step's OTP is still in the window but the previous step's is now spent as well.
    expect((await redeem(uuid, { amount: 1, otp: otpOf(AMAL, new Date(now.getTime() - 2 * STEP)) })).status).toBe(400);
    expect((await redeem(uuid, { amount: 1, otp: otpOf(AMAL, new Date(now.getTime() + STEP)) })).status).toBe(200);
    expect((await walletRow())?.balance).toBe("48.000");
  });

  it("redeems with a valid TOTP computed from the fixture's secret once; the replay is refused", async () => {
    const uuid = await insertOrder(api.db);
    const otp = otpOf(AMAL, now);
    const first = await redeem(uuid, { amount: 10, otp });
    expect(first.status).toBe(200);
    const replay = await redeem(uuid, { amount: 10, otp });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual(INCORRECT);
    expect((await walletRow())?.balance).toBe("40.000");
    expect((await paymentsOf(uuid)).map((payment) => payment.amount)).toEqual(["10.000"]);
  });
});

describe("a wrong amount answers exactly as a wrong OTP", () => {
  it("gives the same status and body for a wrong OTP and for the right OTP with an amount over the balance", async () => {
    const uuid = await insertOrder(api.db, { total: 100 });
    const wrongOtp = await redeem(uuid, { amount: 10, otp: wrongGuesses(1)[0] ?? "" });
    const wrongAmount = await redeem(uuid, { amount: 50.01, otp: otpOf(AMAL, now) });
    expect([wrongOtp.status, await wrongOtp.json()]).toEqual([400, INCORRECT]);
    expect([wrongAmount.status, await wrongAmount.json()]).toEqual([400, INCORRECT]);
    // The right OTP sent with a wrong amount is spent: it cannot be confirmed by retrying.
    expect((await redeem(uuid, { amount: 1, otp: otpOf(AMAL, now) })).status).toBe(400);
    expect((await walletRow())?.balance).toBe("50.000");
    expect(await paymentsOf(uuid)).toEqual([]);
  });
});

describe("guessing locks the wallet", () => {
  it(`lets ${WALLET_OTP_MAX_FAILURES} of 20 concurrent guesses be judged, locks the wallet, and refuses the right OTP until the lock ends`, async () => {
    const uuid = await insertOrder(api.db);
    const answers = await Promise.all(
      wrongGuesses(20).map((otp, index) =>
        api.http(`/iiko/af/blue/${uuid}/`, {
          method: "POST",
          body: JSON.stringify({ wallet_id: AMAL.wallet_id, amount: 1, otp }),
          // A fresh address per guess, as a botnet would send them.
          headers: { "x-forwarded-for": `198.51.100.${index + 1}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(WALLET_OTP_MAX_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - WALLET_OTP_MAX_FAILURES);

    const locked = await redeem(uuid, { amount: 1, otp: otpOf(AMAL, now) });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ detail: expect.stringContaining("locked") });
    now = new Date(now.getTime() + WALLET_OTP_LOCK_MS - STEP);
    expect((await redeem(uuid, { amount: 1, otp: otpOf(AMAL, now) })).status).toBe(429);
    expect((await walletRow())?.balance).toBe("50.000");
    expect(await paymentsOf(uuid)).toEqual([]);

    now = new Date(now.getTime() + 2 * STEP);
    expect((await redeem(uuid, { amount: 1, otp: otpOf(AMAL, now) })).status).toBe(200);
    expect((await walletRow())?.balance).toBe("49.000");
  });

  // Issue 24 item 2: "send five wrong OTPs and lock the owner out for 15 minutes, again and again".
  it("never locks the owner's own order with a stranger's wrong OTPs on the stranger's order", async () => {
    const owners = await insertOrder(api.db, { phone: AMAL.phone });
    const strangers = await insertOrder(api.db, { phone: AMAL.phone });
    for (const otp of wrongGuesses(WALLET_OTP_MAX_FAILURES)) expect((await redeem(strangers, { amount: 1, otp })).status).toBe(400);
    expect((await redeem(strangers, { amount: 1, otp: otpOf(AMAL, now) })).status).toBe(429);
    // Again and again: another order of the stranger's, locked in its turn.
    const again = await insertOrder(api.db, { phone: AMAL.phone });
    for (const otp of wrongGuesses(WALLET_OTP_MAX_FAILURES)) expect((await redeem(again, { amount: 1, otp })).status).toBe(400);

    expect((await redeem(owners, { amount: 1, otp: otpOf(AMAL, now) })).status).toBe(200);
    expect((await walletRow())?.balance).toBe("49.000");
  });
});
