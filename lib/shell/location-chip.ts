import type { OrderLocationType } from "@/lib/domain/location-token";

export type LocationChipKind = "table" | "room" | "area";

export interface LocationChipContent {
  kind: LocationChipKind;
  location: string;
}

/**
 * What the header chip says about where the guest orders from, after a t, r or a link (000 section 2).
 * The cart holds only the location and its type, and an area link's type is Table (the specification:
 * "Table for t and a"); a table token only ever decodes to digits, so a Table location that is not a
 * number came from an area link and is shown as the area's name.
 */
export function locationChip(orderLocation: string | null, orderLocationType: OrderLocationType | null): LocationChipContent | null {
  const location = orderLocation?.trim() ?? "";
  if (location === "" || orderLocationType === null) return null;
  if (orderLocationType === "Room") return { kind: "room", location };
  return { kind: /^\d+$/.test(location) ? "table" : "area", location };
}
