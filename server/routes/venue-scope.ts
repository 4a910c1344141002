import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { orders, venueDomains } from "../db/schema";
import type { AppEnv, VenueApiDeps } from "../deps";
import { ApiProblem, notFound } from "../errors";
import { domainCandidates, findLicenseByDomain, findVenueByLicense, type VenueRow } from "../services/catalogue/venues";
import { isOrderUuid } from "../services/orders/view";

/**
 * The venue of a request (issue 10): orders, receipts, events, payments and forms belong to their
 * venue's host. The host is the first X-Forwarded-Host entry (Next.js sets it to the browser's
 * Host for /backend, and the guest app's server forwards the guest's), else Host.
 */
export function requestHostOf(c: Context<AppEnv>): string {
  const forwarded = c.req.header("x-forwarded-host")?.split(",")[0]?.trim();
  const host = forwarded || c.req.header("host")?.trim() || new URL(c.req.url).host;
  return host.toLowerCase();
}

const venues = new WeakMap<Request, Promise<VenueRow | null>>();

/**
 * The DEFAULT_LICENSE venue (served on every host, as the guest app's resolveLicence does), else the
 * venue whose custom_domains hold the request's host, else none. Read once per request.
 */
export function requestVenue(c: Context<AppEnv>): Promise<VenueRow | null> {
  const cached = venues.get(c.req.raw);
  if (cached) return cached;
  const found = lookUpVenue(c.get("deps"), requestHostOf(c));
  venues.set(c.req.raw, found);
  return found;
}

/** The venue requestVenue found for this request, without looking it up (request logs); null when not asked. */
export function knownRequestVenue(c: Context<AppEnv>): Promise<VenueRow | null> {
  return venues.get(c.req.raw) ?? Promise.resolve(null);
}

async function lookUpVenue(deps: VenueApiDeps, host: string): Promise<VenueRow | null> {
  const { db } = deps.database;
  const license = deps.settings.defaultLicense ?? (await findLicenseByDomain(db, host));
  return license ? findVenueByLicense(db, license) : null;
}

/** False only in the tests written before venue scope (server/test/harness.ts). */
export function enforcesVenueHosts(deps: VenueApiDeps): boolean {
  return deps.enforceVenueHosts !== false;
}

/** Whether something of venue `venueId` may be answered on this request's host. */
export async function isRequestVenue(c: Context<AppEnv>, venueId: number): Promise<boolean> {
  if (!enforcesVenueHosts(c.get("deps"))) return true;
  return (await requestVenue(c))?.id === venueId;
}

/** 404, worded like an unknown one, for something of another venue (or of none: unknown ids pass `null`). */
export async function requireRequestVenue(c: Context<AppEnv>, venueId: number | null | undefined, what: string): Promise<void> {
  if (venueId === null || venueId === undefined || !(await isRequestVenue(c, venueId))) throw notFound(what);
}

/** The venue of an order, null for an unknown (or malformed) uuid. */
export async function orderVenueId(deps: VenueApiDeps, uuid: string): Promise<number | null> {
  if (!isOrderUuid(uuid)) return null;
  const [row] = await deps.database.db.select({ venueId: orders.venueId }).from(orders).where(eq(orders.uuid, uuid.toLowerCase())).limit(1);
  return row?.venueId ?? null;
}

/**
 * 404 "Order not found." unless the order is of this request's venue. Unknown uuids are left to
 * the caller's own 404, so its answer for them stays exactly as before.
 */
export async function requireOrderOfRequestVenue(c: Context<AppEnv>, uuid: string): Promise<void> {
  const venueId = await orderVenueId(c.get("deps"), uuid);
  if (venueId !== null) await requireRequestVenue(c, venueId, "Order");
}

/** http for this machine's names (the demo's *.localhost and 127.0.0.1), https for every public host. */
export function originOfHost(host: string): string {
  const name = host.replace(/:\d+$/, "").replace(/^\[|\]$/g, "");
  const local = name === "localhost" || name.endsWith(".localhost") || name === "127.0.0.1" || name === "::1";
  return `${local ? "http" : "https"}://${host}`;
}

/**
 * Where payment gateways send the guest back (issue 10 item 8): PUBLIC_URL when set, else the
 * request's host only when it is one of its venue's custom_domains. Never Origin or Referer: a page
 * of another site could make the gateway return the guest, with the payment reference, to itself.
 * 400 otherwise, so no card payment starts towards a host the venue does not own.
 */
export async function paymentReturnOrigin(c: Context<AppEnv>): Promise<string> {
  const deps = c.get("deps");
  if (deps.settings.publicUrl) return deps.settings.publicUrl;
  const host = requestHostOf(c);
  if (!enforcesVenueHosts(deps)) return originOfHost(host);
  const venue = await requestVenue(c);
  if (venue && (await venueOwnsHost(deps, venue.id, host))) return originOfHost(host);
  throw new ApiProblem(400, {
    detail: "Card payments are taken only on the venue's own address (its custom domain or PUBLIC_URL).",
    errors: { payment_type: ["Online card payment is not available on this address."] },
  });
}

async function venueOwnsHost(deps: VenueApiDeps, venueId: number, host: string): Promise<boolean> {
  const rows = await deps.database.db.select({ domain: venueDomains.domain }).from(venueDomains).where(eq(venueDomains.venueId, venueId));
  const owned = new Set(rows.map((row) => row.domain));
  return domainCandidates(host).some((candidate) => owned.has(candidate));
}
