import type { PaymentProvider, PaymentStatusBody } from "./schemas/payment";

type Params<Q extends string> = Readonly<Record<Q, string>>;

export interface PaymentProviderEntry<Q extends string = string> {
  /** Query parameters the return screen needs before it may ask for the status. */
  readonly query: readonly Q[];
  /** The parameter shown as the order reference ('Order ID - {reference}'). */
  readonly reference: Q;
  readonly statusPath: (params: Params<Q>) => string;
  /** undefined: the reference travels in the path only. */
  readonly statusBody: (params: Params<Q>) => PaymentStatusBody | undefined;
}

function provider<const Q extends string>(entry: PaymentProviderEntry<Q>): PaymentProviderEntry<NoInfer<Q>> {
  return entry;
}

const segment = (value: string) => encodeURIComponent(value);

function pathOnly(slug: string) {
  return provider({
    query: ["reference"],
    reference: "reference",
    statusPath: ({ reference }) => `/en/${slug}/status/${segment(reference)}/`,
    statusBody: () => undefined,
  });
}

/** Return-screen query parameters (001 section 2) and status call (001 section 7) per provider. */
export const PAYMENT_PROVIDERS = {
  paylink: provider({
    query: ["reference", "checkout"],
    reference: "reference",
    statusPath: () => "/en/paylink/status/",
    statusBody: ({ reference, checkout }) => ({ reference, checkout }),
  }),
  ngenius: provider({
    query: ["ref"],
    reference: "ref",
    statusPath: () => "/en/ngenius/status/",
    statusBody: ({ ref }) => ({ reference: ref }),
  }),
  xpresspay: provider({
    query: ["reference"],
    reference: "reference",
    statusPath: () => "/en/xpresspay/status/",
    statusBody: ({ reference }) => ({ reference }),
  }),
  skipcash: provider({
    query: ["id"],
    reference: "id",
    statusPath: () => "/en/skipcash/status/",
    statusBody: ({ id }) => ({ reference: id }),
  }),
  paytabs: pathOnly("paytabs"),
  noon: provider({
    query: ["reference", "orderId"],
    reference: "reference",
    statusPath: () => "/en/noon-payments/status/",
    statusBody: ({ reference, orderId }) => ({ orderUUID: reference, noonOrderId: orderId }),
  }),
  stripe: provider({
    query: ["ref", "session"],
    reference: "ref",
    statusPath: () => "/en/stripe/status/",
    statusBody: ({ ref, session }) => ({ ref, session }),
  }),
  thawani: provider({
    query: ["reference"],
    reference: "reference",
    statusPath: () => "/en/thawani/status/",
    statusBody: ({ reference }) => ({ ref: reference }),
  }),
  "2c2p": pathOnly("2c2p"),
  magnati: pathOnly("magnati"),
  paystack: pathOnly("paystack"),
  amwalpay: pathOnly("amwal-pay"),
} satisfies Record<PaymentProvider, PaymentProviderEntry<string>>;

export type PaymentQuery = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>;

export interface PaymentStatusRequest {
  readonly path: string;
  readonly body: PaymentStatusBody | undefined;
  /** The order reference the result screen shows. */
  readonly reference: string;
}

function readQuery(query: PaymentQuery, name: string): string | undefined {
  const raw = query instanceof URLSearchParams ? query.get(name) : query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === null || value === undefined || value.trim() === "" ? undefined : value;
}

/**
 * The status call for a return screen, or null when a required query parameter is missing: the
 * screen then makes no call and stays PENDING (001 section 2).
 */
export function paymentStatusRequest(name: PaymentProvider, query: PaymentQuery): PaymentStatusRequest | null {
  const entry: PaymentProviderEntry = PAYMENT_PROVIDERS[name];
  const params: Record<string, string> = {};
  for (const key of entry.query) {
    const value = readQuery(query, key);
    if (value === undefined) return null;
    params[key] = value;
  }
  return {
    path: entry.statusPath(params),
    body: entry.statusBody(params),
    reference: params[entry.reference] ?? "",
  };
}
