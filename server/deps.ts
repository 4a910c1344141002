import type { DatabaseHandle } from "./db/client";
import type { OrderEvents } from "./services/events";
import type { PaymentGateway } from "./services/payments/gateway";
import type { RateLimiter } from "./services/rate-limit";

/** Everything a route needs from outside itself; tests build their own. */
export interface VenueApiDeps {
  database: DatabaseHandle;
  events: OrderEvents;
  payments: PaymentGateway;
  rateLimiter: RateLimiter;
  clock: () => Date;
  settings: {
    /** Salt of the table and room tokens (LOCATION_TOKEN_SALT). */
    locationTokenSalt: string;
    /** Public origin of the guest app for links we hand out; else taken from the request. */
    publicUrl: string | null;
    ablyApiKey: string | null;
  };
}

export type AppEnv = { Variables: { deps: VenueApiDeps } };
