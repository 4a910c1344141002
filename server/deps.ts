import type { Logger } from "pino";
import type { DatabaseHandle } from "./db/client";
import type { OrderEvents } from "./services/events";
import type { PaymentGateway } from "./services/payments/gateway";
import type { RateLimiter } from "./services/rate-limit";
import type { EventStreamRegistry } from "./services/realtime/stream-slots";

/** Everything a route needs from outside itself; tests build their own. */
export interface VenueApiDeps {
  database: DatabaseHandle;
  events: OrderEvents;
  payments: PaymentGateway;
  rateLimiter: RateLimiter;
  /** Caps and idle timeout of the order event streams; absent, one registry with the default limits per deps. */
  eventStreams?: EventStreamRegistry;
  clock: () => Date;
  /** Where request logs go; absent, this process's logger (server/observability/logger.ts). */
  logger?: Logger;
  settings: {
    /** Salt of the table and room tokens (LOCATION_TOKEN_SALT). */
    locationTokenSalt: string;
    /** Public origin of the guest app for links we hand out; else taken from the request. */
    publicUrl: string | null;
    ablyApiKey: string | null;
    /**
     * The sandbox payment gateway (PAYMENT_SANDBOX): its page marks any payment paid for whoever
     * holds the reference, so it is on only for the demo and tests. Off: /sandbox/pay answers 404
     * and card payments are refused.
     */
    paymentSandbox: boolean;
    /**
     * DEFAULT_LICENSE: the venue of a request whose host is none of the venues' custom_domains
     * (server/routes/venue-scope.ts). Absent or null: such a request has no venue.
     */
    defaultLicense?: string | null;
    /** METRICS_TOKEN: /backend/metrics answers its holder; absent or null, 404. */
    metricsToken?: string | null;
  };
  /**
   * Web push of order status (issue 29): the VAPID public key browsers subscribe with. Absent or null,
   * the push calls answer 404 and nothing is stored.
   */
  push?: { publicKey: string } | null;
  /**
   * Orders, receipts, events, payments and forms answer only on their venue's host (the default).
   * false only in tests written before venue scope, which call every venue through one host.
   */
  enforceVenueHosts?: boolean;
}

export type AppEnv = { Variables: { deps: VenueApiDeps; requestId?: string } };
