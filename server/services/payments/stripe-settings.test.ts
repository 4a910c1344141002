import { startupProblems } from "../../http/production-checks";
import { stripeKeys } from "@/lib/config/settings";
import { paymentGatewayFromEnv } from "../../runtime";

const KEY = "sk_test_51CarteRecordedAnswersOnly0000";
const SECRET = "whsec_carteRecordedWebhookSecret0123456789";
const STRIPE = { STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: SECRET };

describe("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET", () => {
  it("are both or neither; blank is unset", () => {
    expect(stripeKeys({})).toBeNull();
    expect(stripeKeys({ STRIPE_SECRET_KEY: " ", STRIPE_WEBHOOK_SECRET: "" })).toBeNull();
    expect(stripeKeys({ STRIPE_SECRET_KEY: ` ${KEY} `, STRIPE_WEBHOOK_SECRET: SECRET })).toEqual({ secretKey: KEY, webhookSecret: SECRET });
    expect(stripeKeys({ STRIPE_SECRET_KEY: "rk_live_51Restricted", STRIPE_WEBHOOK_SECRET: SECRET })?.secretKey).toBe(
      "rk_live_51Restricted",
    );
    expect(() => stripeKeys({ STRIPE_SECRET_KEY: KEY })).toThrow("STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY");
    expect(() => stripeKeys({ STRIPE_WEBHOOK_SECRET: SECRET })).toThrow("STRIPE_WEBHOOK_SECRET is set without STRIPE_SECRET_KEY");
  });

  it("refuse values Stripe would refuse, without echoing them", () => {
    expect(() => stripeKeys({ ...STRIPE, STRIPE_SECRET_KEY: "pk_live_51Publishable" })).toThrow("not a publishable key.");
    const wrong = () => stripeKeys({ ...STRIPE, STRIPE_SECRET_KEY: "sk_prod_hunter2" });
    expect(wrong).toThrow('STRIPE_SECRET_KEY must be a secret or restricted key (sk_live_…, sk_test_…, rk_…), not "sk_…".');
    expect(() => stripeKeys({ ...STRIPE, STRIPE_WEBHOOK_SECRET: "we_1Endpoint" })).toThrow(
      "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…).",
    );
  });

  it("stop npm start and npm run api, saying why", () => {
    expect(startupProblems(STRIPE, { listenHost: "127.0.0.1" })).toEqual([]);
    expect(startupProblems({ STRIPE_SECRET_KEY: KEY }, { listenHost: "127.0.0.1" })).toEqual([
      expect.stringContaining("STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY"),
    ]);
  });
});

describe("the deployment's gateway", () => {
  it("is the sandbox (or none) when no key is set, as before", () => {
    const sandbox = paymentGatewayFromEnv({}, { paymentSandbox: true });
    expect(sandbox.accepts("stripe")).toBe(true);
    expect(sandbox.verifier?.("stripe") ?? null).toBeNull();
    const none = paymentGatewayFromEnv({}, { paymentSandbox: false });
    expect(none.accepts("stripe")).toBe(false);
  });

  it("with a key pays stripe venues through Stripe and leaves every other provider as it was", async () => {
    const withSandbox = paymentGatewayFromEnv(STRIPE, { paymentSandbox: true });
    expect(withSandbox.accepts("stripe")).toBe(true);
    expect(withSandbox.verifier?.("stripe")).toBeTruthy();
    expect(withSandbox.verifier?.("ngenius") ?? null).toBeNull();
    const started = await withSandbox.start({
      provider: "ngenius",
      reference: "r1",
      orderUuid: "o1",
      amount: 1000,
      currency: "AED",
      language: "en",
      appOrigin: "http://app.test",
      label: "Test Venue #000001",
    });
    expect(started.paymentUrl).toBe("http://app.test/backend/sandbox/pay/r1/");
    const alone = paymentGatewayFromEnv(STRIPE, { paymentSandbox: false });
    expect(alone.accepts("stripe")).toBe(true);
    expect(alone.accepts("ngenius")).toBe(false);
  });
});
