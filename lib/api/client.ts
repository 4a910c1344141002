import { catalogueCalls } from "./calls/catalogue";
import { createCallContext } from "./calls/context";
import { orderingCalls } from "./calls/ordering";
import { partnerCalls } from "./calls/partner";
import { pushCalls } from "./calls/push";
import { createTransport, type ApiClientOptions } from "./request";

export type { ApiClientOptions, CallOptions, NextFetchOptions } from "./request";
export type { GeofenceCallOptions } from "./calls/catalogue";
export type { CreateOrderOptions } from "./calls/ordering";

/**
 * The one typed client of the venue API: every call of both call tables. Payloads and path values are
 * validated before anything is sent, and every answer is parsed with its schema; failures reject with
 * an ApiError whose kind says which side failed.
 */
export function createApiClient(options: ApiClientOptions) {
  const context = createCallContext(options, createTransport(options));
  return { ...catalogueCalls(context), ...orderingCalls(context), ...partnerCalls(context), ...pushCalls(context) };
}

export type ApiClient = ReturnType<typeof createApiClient>;
