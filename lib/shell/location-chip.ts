import type { OrderLocationType } from "@/lib/domain/location-token";
import { digitsIn, type NumberingSystem } from "@/lib/domain/numbering";

export type LocationChipKind = "table" | "room" | "area";

export interface LocationChipContent {
  kind: LocationChipKind;
  location: string;
}

/**
 * What the header chip says about where the guest orders from, after a t, r or a link (000 section 2).
 * The cart holds only the location and its type, and an area link's type is Table (the specification:
 * "Table for t and a"); a table token only ever decodes to digits, so a Table location that is not a
 * number came from an area link and is shown as the area's name. Table and room numbers follow the
 * screen's digits (issue 28 item 10); an area's name is the venue's text, shown as written.
 */
export function locationChip(
  orderLocation: string | null,
  orderLocationType: OrderLocationType | null,
  system: NumberingSystem = "latn",
): LocationChipContent | null {
  const location = orderLocation?.trim() ?? "";
  if (location === "" || orderLocationType === null) return null;
  if (orderLocationType === "Room") return { kind: "room", location: digitsIn(location, system) };
  return /^\d+$/.test(location) ? { kind: "table", location: digitsIn(location, system) } : { kind: "area", location };
}
