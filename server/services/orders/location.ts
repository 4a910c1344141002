import { and, eq } from "drizzle-orm";
import { decodeLocationToken, isLocationKind, type LocationKind } from "@/lib/domain/location-token";
import type { Db } from "../../db/client";
import { venueTables } from "../../db/schema";
import { orderProblem } from "./problems";

/** Where an order is served, as proved by the table, room or area link the guest holds. */
export interface VerifiedLocation {
  /** The venue's own spelling of the table or room number ("09" if the venue lists "09"), or the area name. */
  label: string;
  /** Stored as origin_type. Areas are free text anyone can encode, so they are never tables. */
  type: "table" | "room" | "area";
}

/** The place kinds of venue_tables a link kind can name. */
const PLACE_OF: Record<"t" | "r", "table" | "room"> = { t: "table", r: "room" };

/** Splits "t/AbCd1234" into the link's kind and token; null for anything else. */
export function splitLocationToken(value: string): { kind: LocationKind; token: string } | null {
  const match = /^([tra])\/([^/]+)$/.exec(value.trim());
  const kind = match?.[1];
  const token = match?.[2];
  return kind !== undefined && token !== undefined && isLocationKind(kind) ? { kind, token } : null;
}

/**
 * The venue's table or room whose number the token carries, compared as numbers: tokens hold a
 * number, so table "09" of the venue file is the table of the token for 9 (and "09" typed by a
 * client is not a different table). Null when the venue has no such place.
 */
export async function findVenuePlace(db: Db, venueId: number, kind: "table" | "room", number: string): Promise<string | null> {
  const rows = await db
    .select({ number: venueTables.number })
    .from(venueTables)
    .where(and(eq(venueTables.venueId, venueId), eq(venueTables.kind, kind)));
  const wanted = Number(number);
  return rows.find((row) => /^\d+$/.test(row.number.trim()) && Number(row.number.trim()) === wanted)?.number ?? null;
}

/** The table or room a bare table/room token names at the venue (partner active-order call), else null. */
export async function placeOfToken(db: Db, venueId: number, token: string, salt: string): Promise<VerifiedLocation | null> {
  const decoded = decodeLocationToken("t", token, salt);
  if (!decoded) return null;
  for (const kind of ["table", "room"] as const) {
    const label = await findVenuePlace(db, venueId, kind, decoded.orderLocation);
    if (label !== null) return { label, type: kind };
  }
  return null;
}

const invalidToken = () =>
  orderProblem("location_token", "The table or room link is not valid at this venue: scan the QR code on your table again.");

/**
 * Decodes `location_token` ("{t|r|a}/{token}", the last two segments of the deep link) into the
 * verified location: a table of the venue's table sections, one of its rooms, or an area name that
 * is not a number (so an area can never pass for a table or room). 400 for any other token.
 */
export async function verifyLocationToken(db: Db, venueId: number, value: string, salt: string): Promise<VerifiedLocation> {
  const parts = splitLocationToken(value);
  if (!parts) throw invalidToken();
  const decoded = decodeLocationToken(parts.kind, parts.token, salt);
  if (!decoded) throw invalidToken();
  if (parts.kind === "a") {
    const name = decoded.orderLocation.trim();
    if (name === "" || /^\d+$/.test(name)) throw invalidToken();
    return { label: name, type: "area" };
  }
  const type = PLACE_OF[parts.kind];
  const label = await findVenuePlace(db, venueId, type, decoded.orderLocation);
  if (label === null) throw invalidToken();
  return { label, type };
}

/** The fields of an order payload that name its place. */
export interface LocationClaim {
  order_type: string;
  origin_label?: string | undefined;
  origin_type?: string | undefined;
  location_token?: string | null | undefined;
}

/**
 * The order's place, from its token only: the client's plain origin_label and origin_type are
 * claims that anyone can type. A dine-in order that names a table or room without a token is
 * refused (400), so that it can neither skip the section minimum nor land on someone's table; other
 * order types without a token have no place.
 */
export async function orderLocationOf(db: Db, venueId: number, payload: LocationClaim, salt: string): Promise<VerifiedLocation | null> {
  const token = payload.location_token?.trim();
  if (token) return verifyLocationToken(db, venueId, token, salt);
  const claimsPlace =
    (payload.origin_label?.trim() ?? "") !== "" || ["table", "room"].includes(payload.origin_type?.trim().toLowerCase() ?? "");
  if (payload.order_type === "dine_in" && claimsPlace) {
    throw orderProblem("location_token", "A table or room order needs the link of its QR code (location_token).");
  }
  return null;
}
