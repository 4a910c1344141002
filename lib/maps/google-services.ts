/// <reference types="google.maps" />
import { SEARCH_BIAS_RADIUS_M, type LatLng, type MapPlace, type MapsServices, type PlaceSuggestion } from "./types";

/** The parts of the Maps JavaScript API's libraries the services use (what importLibrary answers). */
export type PlacesLibrary = Pick<google.maps.PlacesLibrary, "AutocompleteSuggestion" | "AutocompleteSessionToken" | "Place">;
export type GeocodingLibrary = Pick<google.maps.GeocodingLibrary, "Geocoder">;

type LatLngLike = google.maps.LatLng | google.maps.LatLngLiteral | google.maps.LatLngAltitude;

function literal(point: LatLngLike): LatLng {
  return typeof point.lat === "function"
    ? { lat: point.lat(), lng: (point.lng as () => number)() }
    : { lat: point.lat as number, lng: point.lng as number };
}

/** Plain, serialisable place data for address_google_place_data (the API objects hold methods). */
function placeDataOf(place: google.maps.places.Place, location: LatLng): Record<string, unknown> {
  return {
    place_id: place.id,
    name: place.displayName ?? null,
    formatted_address: place.formattedAddress ?? null,
    types: place.types ?? [],
    location,
  };
}

function geocodeDataOf(result: google.maps.GeocoderResult, location: LatLng): Record<string, unknown> {
  return {
    place_id: result.place_id,
    formatted_address: result.formatted_address,
    types: result.types,
    address_components: result.address_components.map(({ long_name, short_name, types }) => ({ long_name, short_name, types })),
    location,
  };
}

/**
 * MapsServices on the Maps JavaScript API: Places autocomplete (the new AutocompleteSuggestion API)
 * with one session token from the first keystroke to the pick, and the Geocoder for addresses.
 */
export function googleServices(places: PlacesLibrary, geocoding: GeocodingLibrary): MapsServices {
  let session: google.maps.places.AutocompleteSessionToken | null = null;
  // The predictions of the latest answers: toPlace() carries the session token into fetchFields.
  const predictions = new Map<string, google.maps.places.PlacePrediction>();
  const geocoder = new geocoding.Geocoder();

  return {
    async suggest(input, near) {
      session ??= new places.AutocompleteSessionToken();
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        sessionToken: session,
        locationBias: { center: near, radius: SEARCH_BIAS_RADIUS_M },
      });
      const found: PlaceSuggestion[] = [];
      for (const { placePrediction } of suggestions) {
        if (!placePrediction) continue;
        predictions.set(placePrediction.placeId, placePrediction);
        found.push({
          placeId: placePrediction.placeId,
          primaryText: placePrediction.mainText?.text ?? placePrediction.text.text,
          secondaryText: placePrediction.secondaryText?.text ?? "",
        });
      }
      return found;
    },

    async place(suggestion: PlaceSuggestion): Promise<MapPlace> {
      const prediction = predictions.get(suggestion.placeId);
      const place = prediction ? prediction.toPlace() : new places.Place({ id: suggestion.placeId });
      await place.fetchFields({ fields: ["id", "displayName", "formattedAddress", "location", "types"] });
      // The pick ends the autocomplete session: the next search starts a new one.
      session = null;
      predictions.clear();
      if (!place.location) throw new Error(`Place ${suggestion.placeId} has no location`);
      const location = literal(place.location);
      const formattedAddress = place.formattedAddress || [suggestion.primaryText, suggestion.secondaryText].filter(Boolean).join(", ");
      return { location, formattedAddress, placeData: placeDataOf(place, location) };
    },

    async reverseGeocode(point) {
      try {
        const { results } = await geocoder.geocode({ location: point });
        const first = results[0];
        if (!first) return null;
        return { location: point, formattedAddress: first.formatted_address, placeData: geocodeDataOf(first, point) };
      } catch {
        // ZERO_RESULTS rejects: no address here, which the screen shows as coordinates.
        return null;
      }
    },
  };
}
