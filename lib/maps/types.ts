import type { ComponentType } from "react";

/**
 * What the delivery-location screen needs of a maps provider, and nothing of how one works: the
 * screen is written against this, the Google implementation (google-maps.tsx) fills it with
 * @vis.gl/react-google-maps, and tests fill it with doubles.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** 001 section 9: "Map zoom 16; search bias radius 10,000 m." */
export const MAP_ZOOM = 16;
export const SEARCH_BIAS_RADIUS_M = 10_000;

/** One place the search offers for the text typed. */
export interface PlaceSuggestion {
  placeId: string;
  /** The place's name ("Dubai Mall"). */
  primaryText: string;
  /** Where it is ("Financial Centre Road, Dubai"); may be empty. */
  secondaryText: string;
}

/** A point with its address, as a search pick or a reverse geocode gives it. */
export interface MapPlace {
  location: LatLng;
  formattedAddress: string;
  /** The provider's data about the place, sent with the order as address_google_place_data. */
  placeData: Record<string, unknown>;
}

export interface MapsServices {
  /** Places autocomplete for `input`, biased to a SEARCH_BIAS_RADIUS_M circle around `near`. */
  suggest(input: string, near: LatLng): Promise<PlaceSuggestion[]>;
  /** The point and address of a suggestion the guest picked. */
  place(suggestion: PlaceSuggestion): Promise<MapPlace>;
  /** The address at a point; null where the provider knows none. */
  reverseGeocode(point: LatLng): Promise<MapPlace | null>;
}

export interface MapViewProps {
  /** The pin's point: the map is centred here, and moves here when it changes. */
  centre: LatLng;
  /** The accessible name of the map region. */
  label: string;
  /** False while the location is confirmed: the map then stays where it is. */
  interactive: boolean;
  /** The guest moved the map: the pin, fixed at the centre, now marks `point`. */
  onCentreChange: (point: LatLng) => void;
}

export type MapsStatus = "loading" | "ready" | "failed";

/** What a maps provider puts in context for the screen (see context.tsx). */
export interface MapsAdapter {
  status: MapsStatus;
  /** Null until the provider has loaded. */
  services: MapsServices | null;
  MapView: ComponentType<MapViewProps>;
}
