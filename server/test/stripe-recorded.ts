import { readFileSync } from "node:fs";
import path from "node:path";

/** Answers of Stripe's API in its shape (server/services/payments/stripe-recordings/), with placeholders. */
export const RECORDINGS_DIR = path.join(process.cwd(), "server", "services", "payments", "stripe-recordings");

/** What a recording is filled in with: what Stripe echoes from the request, or its own ids. */
export interface RecordingValues {
  sessionId?: string;
  reference?: string;
  orderUuid?: string;
  /** In Stripe's minor units. */
  amount?: number;
  currency?: string;
  returnUrl?: string;
}

const inJson = (text: string) => JSON.stringify(text).slice(1, -1);

/** A recording as the text Stripe sends, its placeholders filled in. */
export function recording(name: string, values: RecordingValues = {}): string {
  return readFileSync(path.join(RECORDINGS_DIR, `${name}.json`), "utf8")
    .replaceAll('"__AMOUNT__"', String(values.amount ?? 0))
    .replaceAll("__SESSION_ID__", inJson(values.sessionId ?? ""))
    .replaceAll("__REFERENCE__", inJson(values.reference ?? ""))
    .replaceAll("__ORDER_UUID__", inJson(values.orderUuid ?? ""))
    .replaceAll("__CURRENCY__", inJson(values.currency ?? ""))
    .replaceAll("__RETURN_URL__", inJson(values.returnUrl ?? ""));
}

/** One request the Stripe client sent: its form-encoded parameters read back. */
export interface StripeRequest {
  method: string;
  path: string;
  headers: Headers;
  params: URLSearchParams;
}

type Answer = (request: StripeRequest) => { name: string; values: RecordingValues; status: number };

/** A Checkout Session id as Stripe makes them (cs_test_ and 58 letters and digits). */
export function newSessionId(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return `cs_test_a1${Array.from({ length: 56 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join("")}`;
}

/** What a create call's answer echoes: Stripe returns the session with the parameters it was given. */
export function echoOf(request: StripeRequest, sessionId = newSessionId()): RecordingValues {
  const param = (name: string) => request.params.get(name) ?? "";
  return {
    sessionId,
    reference: param("client_reference_id"),
    orderUuid: param("metadata[order_uuid]"),
    amount: Number(param("line_items[0][price_data][unit_amount]")),
    currency: param("line_items[0][price_data][currency]"),
    returnUrl: param("success_url"),
  };
}

/**
 * Stripe's API as recorded, for `createStripeCheckout(keys, { fetch })`: each request gets the next
 * queued recording. It refuses (and lists in `unexpected`) a request Stripe would refuse: another
 * host, another key, a body that is not form-encoded, or one nothing was queued for.
 */
export function recordedStripe(secretKey: string) {
  const queue: Answer[] = [];
  const requests: StripeRequest[] = [];
  const unexpected: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? "GET";
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === "string" ? init.body : "";
    const problem =
      url.origin !== "https://api.stripe.com"
        ? `host ${url.origin}`
        : headers.get("authorization") !== `Bearer ${secretKey}`
          ? "authorization"
          : method === "POST" && headers.get("content-type") !== "application/x-www-form-urlencoded"
            ? `content-type ${headers.get("content-type")}`
            : queue.length === 0
              ? `no answer queued for ${method} ${url.pathname}`
              : null;
    if (problem) {
      unexpected.push(problem);
      throw new Error(`unexpected Stripe request: ${problem}`);
    }
    const request = { method, path: url.pathname, headers, params: new URLSearchParams(method === "GET" ? url.search : body) };
    requests.push(request);
    const answer = queue.shift();
    if (!answer) throw new Error("unreachable");
    const { name, values, status } = answer(request);
    return new Response(recording(name, values), {
      status,
      headers: {
        "Content-Type": "application/json",
        "Request-Id": `req_${requests.length}recorded`,
        "Stripe-Version": "2026-10-28.endive",
        // As Stripe says of its failures that a retry would not mend.
        ...(status >= 400 ? { "Stripe-Should-Retry": "false" } : {}),
      },
    });
  };
  return {
    fetch: fetchFn,
    requests,
    unexpected,
    /** Queues the next answer: a recording, filled in from the values or from the request. */
    answer(name: string, values: RecordingValues | ((request: StripeRequest) => RecordingValues) = {}, status = 200) {
      queue.push((request) => ({ name, values: typeof values === "function" ? values(request) : values, status }));
    },
    /** The create call's answer: the open session, echoing the request. */
    answerCreate(sessionId = newSessionId()) {
      queue.push((request) => ({ name: "checkout-session-open", values: echoOf(request, sessionId), status: 200 }));
    },
    pending: () => queue.length,
  };
}

export type RecordedStripe = ReturnType<typeof recordedStripe>;
