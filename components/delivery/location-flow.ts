import type { DeliveryAddressDetails, DeliveryLocation, SavedAddress } from "@/lib/cart/types";
import { coordinatesText, samePoint } from "@/lib/maps/points";
import type { LatLng, MapPlace } from "@/lib/maps/types";

/**
 * The delivery-location screen's flow (001 section 2): place the pin, confirm (loading, then
 * confirmed), fill the address details; Change reverts to unconfirmed. A zone answer outside the
 * delivery area returns to unconfirmed with the 'We're not there yet' alert open.
 */
export type LocationPhase = "unconfirmed" | "confirming" | "confirmed";

export interface LocationAddress {
  formattedAddress: string;
  placeData: Record<string, unknown> | null;
}

export interface LocationFlow {
  phase: LocationPhase;
  /** The pin's point: the map's centre. */
  centre: LatLng;
  /** The address at the centre; null while it is looked up. */
  address: LocationAddress | null;
  /** The guest placed the pin (moved the map, picked a place): a late geolocation answer leaves it. */
  placedByGuest: boolean;
  notDeliverable: boolean;
  details: DeliveryAddressDetails;
  /** The saved address picked, so saving it again replaces it rather than adding a copy. */
  savedAddressUuid: string | null;
}

export type FlowEvent =
  | { type: "located"; point: LatLng }
  | { type: "moved"; point: LatLng }
  | { type: "placePicked"; place: MapPlace }
  | { type: "savedAddressPicked"; address: SavedAddress }
  | { type: "addressFound"; point: LatLng; place: MapPlace | null }
  | { type: "confirm" }
  | { type: "deliverable" }
  | { type: "notDeliverable" }
  | { type: "dismissAlert" }
  | { type: "change" }
  | { type: "detail"; field: keyof DeliveryAddressDetails; value: string };

/**
 * Where the screen starts: the cart's confirmed address (Edit), else the cart's last location, else
 * the fallback (the outlet) until the browser's position answers.
 */
export function initialFlow(delivery: DeliveryLocation, fallback: LatLng): LocationFlow {
  const base = { notDeliverable: false, details: delivery.details, savedAddressUuid: null };
  if (!delivery.location) {
    return { ...base, phase: "unconfirmed", centre: fallback, address: null, placedByGuest: false };
  }
  const address = delivery.formattedAddress ? { formattedAddress: delivery.formattedAddress, placeData: delivery.placeData } : null;
  return { ...base, phase: delivery.confirmed ? "confirmed" : "unconfirmed", centre: delivery.location, address, placedByGuest: true };
}

function pinned(flow: LocationFlow, point: LatLng, address: LocationAddress | null): LocationFlow {
  return { ...flow, centre: point, address, placedByGuest: true, savedAddressUuid: null };
}

export function locationFlow(flow: LocationFlow, event: FlowEvent): LocationFlow {
  const unconfirmed = flow.phase === "unconfirmed";
  switch (event.type) {
    case "located":
      if (!unconfirmed || flow.placedByGuest) return flow;
      return { ...flow, centre: event.point, address: null };
    case "moved":
      if (!unconfirmed || samePoint(event.point, flow.centre)) return flow;
      return pinned(flow, event.point, null);
    case "placePicked":
      if (!unconfirmed) return flow;
      return pinned(flow, event.place.location, { formattedAddress: event.place.formattedAddress, placeData: event.place.placeData });
    case "savedAddressPicked": {
      if (!unconfirmed) return flow;
      const { uuid, location, formatted_address, flat_no, building_premise, area_street, landmark } = event.address;
      return {
        ...pinned(flow, location, { formattedAddress: formatted_address, placeData: null }),
        details: { flat_no, building_premise, area_street, landmark },
        savedAddressUuid: uuid,
      };
    }
    case "addressFound":
      if (!samePoint(event.point, flow.centre)) return flow;
      return {
        ...flow,
        address: event.place
          ? { formattedAddress: event.place.formattedAddress, placeData: event.place.placeData }
          : { formattedAddress: coordinatesText(event.point), placeData: null },
      };
    case "confirm":
      return unconfirmed && flow.address ? { ...flow, phase: "confirming", notDeliverable: false } : flow;
    case "deliverable":
      return flow.phase === "confirming" ? { ...flow, phase: "confirmed" } : flow;
    case "notDeliverable":
      return flow.phase === "confirming" ? { ...flow, phase: "unconfirmed", notDeliverable: true } : flow;
    case "dismissAlert":
      return { ...flow, notDeliverable: false };
    case "change":
      return flow.phase === "confirmed" ? { ...flow, phase: "unconfirmed" } : flow;
    case "detail":
      return { ...flow, details: { ...flow.details, [event.field]: event.value } };
  }
}
