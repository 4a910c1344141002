import { decodeLocationToken, isLocationKind, type LocationKind, type OrderLocationType } from "./location-token";

/**
 * A table, room or area link as the server read it (issue 24 item 6): the proxy decodes the link's
 * token and answers with a redirect that stores this in a cookie, so the location is kept before the
 * guest can leave the link; the cart adopts it when its page comes alive. The label and the token
 * travel together, so what the header shows and what the order sends come from one reading.
 */
export interface LinkedLocation {
  kind: LocationKind;
  token: string;
  orderLocation: string;
  orderLocationType: OrderLocationType;
}

/** Host-only, read by the guest app's script: not one of the cookies pages are cached by. */
export const LOCATION_COOKIE = "carte_location";

/** Long enough for a slow first load; short enough that a forgotten link does not seat a later visit. */
export const LOCATION_COOKIE_MAX_AGE = 3_600;

const MAX_COOKIE_LENGTH = 512;
const TOKEN = /^[0-9A-Za-z]+$/;

const TYPE_OF: Record<LocationKind, OrderLocationType> = { t: "Table", r: "Room", a: "Table" };

/** "{kind}.{token}.{label}", the label percent-encoded: cookie values take no spaces, commas or semicolons. */
export function locationCookieValue(link: LinkedLocation): string {
  return `${link.kind}.${link.token}.${encodeURIComponent(link.orderLocation)}`;
}

/**
 * The location a cookie value names, or null for anything the proxy would not have written: an
 * unknown kind, a token outside the links' alphabet, a table or room that is not a number, an area
 * whose name is not the one its token spells.
 */
export function parseLocationCookie(value: string | null | undefined): LinkedLocation | null {
  if (!value || value.length > MAX_COOKIE_LENGTH) return null;
  const [kind, token, encoded, ...rest] = value.split(".");
  if (rest.length > 0 || !isLocationKind(kind) || token === undefined || !TOKEN.test(token) || encoded === undefined) return null;
  let label: string;
  try {
    label = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  const link = { kind, token, orderLocation: label, orderLocationType: TYPE_OF[kind] };
  return linkAgrees(link) ? link : null;
}

/**
 * Whether a location's label can be the one its link names, as far as the browser can tell without
 * the tokens' salt: a table or room is a number of the link's type, an area is the name its token
 * spells. The venue API checks a table or room's number against the token itself.
 */
function linkAgrees({ kind, token, orderLocation, orderLocationType }: LinkedLocation): boolean {
  if (orderLocationType !== TYPE_OF[kind]) return false;
  if (kind === "a") return decodeLocationToken("a", token, "")?.orderLocation === orderLocation;
  return /^\d+$/.test(orderLocation);
}

/** The cart's location as the checkout shows it and the token it sends. */
export interface ShownLocation {
  orderLocation: string | null;
  orderLocationType: OrderLocationType | null;
  /** "{t|r|a}/{token}". */
  orderLocationToken: string | null;
}

/**
 * The checkout may send the order only when the place it shows is the place its token names: none
 * and no token, or a label that agrees with its link. A shown table without its link (a cart from
 * before links carried tokens, a damaged store) would reach the kitchen with no table at all.
 */
export function shownLocationConfirmed({ orderLocation, orderLocationType, orderLocationToken }: ShownLocation): boolean {
  const label = orderLocation?.trim() ?? "";
  if (label === "") return true;
  const match = /^([tra])\/([^/]+)$/.exec(orderLocationToken ?? "");
  const kind = match?.[1];
  const token = match?.[2];
  if (!isLocationKind(kind) || token === undefined || orderLocationType === null) return false;
  return linkAgrees({ kind, token, orderLocation: label, orderLocationType });
}

/**
 * The Set-Cookie of a link's redirect: host-only (the venue's own host), the whole site, kept over
 * the redirect's navigation (SameSite=Lax) and readable by the page's script, which adopts it.
 */
export function locationSetCookie(link: LinkedLocation, secure: boolean): string {
  const attributes = [`Path=/`, `Max-Age=${LOCATION_COOKIE_MAX_AGE}`, "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  return [`${LOCATION_COOKIE}=${locationCookieValue(link)}`, ...attributes].join("; ");
}

/** Cookie text that removes it, once the cart holds the location. */
export const LOCATION_COOKIE_CLEARED = `${LOCATION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/** The cookie's value in a document.cookie or Cookie header text. */
export function locationCookieOf(cookies: string): string | null {
  for (const pair of cookies.split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name === LOCATION_COOKIE) return value.join("=");
  }
  return null;
}
