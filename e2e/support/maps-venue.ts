import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue, fixtureVenueFile, product } from "./fixture-venue-file";

/**
 * A venue whose delivery addresses are picked on Google Maps (enable_address_google_maps), for
 * e2e/delivery-location.spec.ts: the demo's settings (AED, VAT 5 % and service fee 2, minimum order
 * 30) with one product and the demo's delivery zone 'Downtown Dubai' (fee 5) only, on its own host.
 * scripts/e2e-server.ts imports it with the hours venues (import-fixture-venues.ts); the e2e server
 * has a dummy GOOGLE_MAPS_API_KEY (playwright.config.ts), never sent anywhere: the browser's Maps
 * JavaScript API is the double below.
 */
export const MAPS_VENUE = {
  licence: "e2e-maps",
  host: "maps.localhost",
  menuId: 9003,
  name: "Maps Kitchen",
  category: { id: 9301, name: "Bowls" },
  /** AED 42: above the delivery minimum of 30 on its own. */
  product: { id: 9311, name: "Chicken shawarma bowl", price: 42 },
  zone: { name: "Downtown Dubai", fee: 5 },
  /** The demo's outlet_latitude/outlet_longitude: the map opens here without the guest's position. */
  outlet: { lat: 25.1972, lng: 55.2744 },
} as const;

/** A place of the double's world: what the search finds and the geocoder answers near it. */
export interface DoublePlace {
  id: string;
  name: string;
  secondary: string;
  address: string;
  lat: number;
  lng: number;
}

/** Downtown Dubai is lng 55.262–55.288, lat 25.185–25.205 (server/seed/venues/demo.json). */
export const PLACES = {
  burjKhalifa: {
    id: "double-burj-khalifa",
    name: "Burj Khalifa",
    secondary: "Sheikh Mohammed bin Rashid Blvd, Downtown Dubai",
    address: "1 Sheikh Mohammed bin Rashid Blvd, Downtown Dubai, Dubai",
    lat: 25.1972,
    lng: 55.2744,
  },
  dubaiMall: {
    id: "double-dubai-mall",
    name: "Dubai Mall",
    secondary: "Financial Centre Rd, Downtown Dubai",
    address: "Financial Centre Rd, Downtown Dubai, Dubai",
    lat: 25.1985,
    lng: 55.2796,
  },
  dubaiOpera: {
    id: "double-dubai-opera",
    name: "Dubai Opera",
    secondary: "Sheikh Mohammed bin Rashid Blvd, Downtown Dubai",
    address: "Dubai Opera, Sheikh Mohammed bin Rashid Blvd, Dubai",
    lat: 25.1956,
    lng: 55.272,
  },
  /** Outside every zone of the venue. */
  marinaMall: {
    id: "double-marina-mall",
    name: "Dubai Marina Mall",
    secondary: "Sheikh Zayed Rd, Dubai Marina",
    address: "Dubai Marina Mall, Sheikh Zayed Rd, Dubai Marina, Dubai",
    lat: 25.0764,
    lng: 55.1403,
  },
} as const satisfies Record<string, DoublePlace>;

/** The maps venue's file for the venue CLI's import. */
export function mapsVenue(): VenueFileInput {
  const demo = demoVenue();
  const zone = demo.delivery_zones.find((candidate) => candidate.name === MAPS_VENUE.zone.name);
  if (!zone) throw new Error(`The demo venue has no delivery zone ${MAPS_VENUE.zone.name}`);
  const { category: c, product: p } = MAPS_VENUE;
  return fixtureVenueFile(
    demo,
    MAPS_VENUE,
    {
      enable_address_google_maps: true,
      outlet_latitude: MAPS_VENUE.outlet.lat,
      outlet_longitude: MAPS_VENUE.outlet.lng,
      enable_coupons: false,
      coupon_auto_apply: null,
      checkout_terms: null,
      home_display_all_categories: false,
      categories: [category(c.id, c.name, [product(p.id, p.name, p.price, "shawarma")])],
    },
    { delivery_zones: [zone] },
  );
}

/** What the double recorded, read by the tests with `window.__mapsDouble.calls`. */
export interface DoubleCalls {
  libraries: string[];
  maps: { zoom: number; centre: { lat: number; lng: number }; gestureHandling: string | null }[];
  suggestions: { input: string; bias: { lat: number; lng: number; radius: number } | null; session: boolean }[];
  fetchFields: string[];
  geocodes: { lat: number; lng: number }[];
}

/**
 * A small stand-in for the Maps JavaScript API, installed before the page's scripts run
 * (`page.addInitScript(installMapsDouble, places)`). It defines `google.maps.importLibrary`, which
 * @vis.gl/react-google-maps takes as an API already loaded, so the app's own code runs unchanged:
 * the APIProvider, the <Map> and its camera and events, the places search with its 10 km bias and
 * session token, place details and the geocoder. Only the parts those use exist.
 * `window.__mapsDouble.drag(lat, lng)` moves the map as a guest's drag does.
 * It runs in the browser, serialised: it uses nothing from this module's scope, and plain functions
 * and objects only (constructors return objects), so no transpiler helper can leak into it.
 */
export function installMapsDouble(places: readonly DoublePlace[]): void {
  type Point = { lat: number; lng: number };
  type Listener = (...args: unknown[]) => void;
  type LatLngObject = { lat: () => number; lng: () => number; toJSON: () => Point; equals: (other: LatLngObject) => boolean };
  const calls: DoubleCalls = { libraries: [], maps: [], suggestions: [], fetchFields: [], geocodes: [] };
  const listeners = new Map<object, Map<string, Set<Listener>>>();

  const isLatLng = (value: unknown): value is LatLngObject =>
    typeof value === "object" && value !== null && typeof (value as { lat?: unknown }).lat === "function";
  const literal = (value: Point | LatLngObject): Point => (isLatLng(value) ? value.toJSON() : { lat: value.lat, lng: value.lng });

  function LatLng(lat: number | Point | LatLngObject, lng?: number): LatLngObject {
    const point = typeof lat === "number" ? { lat, lng: lng ?? 0 } : literal(lat);
    return {
      lat: () => point.lat,
      lng: () => point.lng,
      toJSON: () => ({ ...point }),
      equals: (other) => other.lat() === point.lat && other.lng() === point.lng,
    };
  }

  function LatLngBounds(sw: LatLngObject, ne: LatLngObject) {
    return {
      getSouthWest: () => sw,
      getNorthEast: () => ne,
      toJSON: () => ({ south: sw.lat(), west: sw.lng(), north: ne.lat(), east: ne.lng() }),
    };
  }

  const event = {
    addListener(target: object, name: string, listener: Listener) {
      const byName = listeners.get(target) ?? new Map<string, Set<Listener>>();
      listeners.set(target, byName);
      const set = byName.get(name) ?? new Set<Listener>();
      byName.set(name, set);
      set.add(listener);
      return { remove: () => set.delete(listener) };
    },
    clearInstanceListeners(target: object) {
      listeners.delete(target);
    },
    trigger(target: object, name: string, ...args: unknown[]) {
      for (const listener of [...(listeners.get(target)?.get(name) ?? [])]) listener(...args);
    },
  };

  type FakeMap = { drag: (point: Point) => boolean };
  const mapsMade: FakeMap[] = [];

  function makeMap(div: HTMLElement, initial: Record<string, unknown>): FakeMap {
    const options: Record<string, unknown> = { ...initial };
    let centre = LatLng(initial.center as Point);
    let zoom = Number(initial.zoom);
    const record: DoubleCalls["maps"][number] = { zoom, centre: centre.toJSON(), gestureHandling: null };
    calls.maps.push(record);
    const sync = () => {
      record.zoom = zoom;
      record.centre = centre.toJSON();
      record.gestureHandling = typeof options.gestureHandling === "string" ? options.gestureHandling : null;
    };
    const map = {
      addListener: (name: string, listener: Listener) => event.addListener(map, name, listener),
      getDiv: () => div,
      getCenter: () => centre,
      getZoom: () => zoom,
      getHeading: () => 0,
      getTilt: () => 0,
      getBounds() {
        const { lat, lng } = centre.toJSON();
        return LatLngBounds(LatLng(lat - 0.01, lng - 0.01), LatLng(lat + 0.01, lng + 0.01));
      },
      setOptions(next: Record<string, unknown>) {
        Object.assign(options, next);
        sync();
      },
      moveCamera(camera: { center?: Point | LatLngObject; zoom?: number }) {
        if (camera.center) centre = LatLng(camera.center);
        if (typeof camera.zoom === "number") zoom = camera.zoom;
        changed();
      },
      panTo: (point: Point) => map.moveCamera({ center: point }),
      setCenter: (point: Point) => map.moveCamera({ center: point }),
      setZoom: (next: number) => map.moveCamera({ zoom: next }),
      fitBounds: () => {},
      /** A guest's drag: refused while the app has switched gestures off. */
      drag(point: Point): boolean {
        if (options.gestureHandling === "none") return false;
        event.trigger(map, "dragstart");
        centre = LatLng(point);
        event.trigger(map, "drag");
        event.trigger(map, "dragend");
        changed();
        return true;
      },
    };
    const changed = () => {
      sync();
      event.trigger(map, "center_changed");
      event.trigger(map, "bounds_changed");
      setTimeout(() => event.trigger(map, "idle"), 0);
    };
    sync();
    setTimeout(changed, 0);
    mapsMade.push(map);
    return map;
  }

  // Called with `new` by @vis.gl: a constructor that returns an object gives that object.
  function FakeMapConstructor(div: HTMLElement, options: Record<string, unknown>) {
    return makeMap(div, options);
  }

  const placeById = (id: string) => places.find((place) => place.id === id);

  function Place({ id }: { id: string }) {
    const place = {
      id,
      displayName: null as string | null,
      formattedAddress: null as string | null,
      location: null as LatLngObject | null,
      types: [] as string[],
      async fetchFields({ fields }: { fields: string[] }) {
        calls.fetchFields.push(`${id}:${fields.join(",")}`);
        const found = placeById(id);
        if (!found) throw new Error(`NOT_FOUND ${id}`);
        place.displayName = found.name;
        place.formattedAddress = found.address;
        place.location = LatLng(found.lat, found.lng);
        place.types = ["point_of_interest"];
        return { place };
      },
    };
    return place;
  }

  let sessions = 0;
  function AutocompleteSessionToken() {
    sessions += 1;
    return { doubleSession: sessions };
  }

  const AutocompleteSuggestion = {
    async fetchAutocompleteSuggestions(request: {
      input: string;
      sessionToken?: unknown;
      locationBias?: { center: Point | LatLngObject; radius: number };
    }) {
      const bias = request.locationBias;
      calls.suggestions.push({
        input: request.input,
        bias: bias ? { ...literal(bias.center), radius: bias.radius } : null,
        session: typeof request.sessionToken === "object" && request.sessionToken !== null && "doubleSession" in request.sessionToken,
      });
      const text = request.input.trim().toLowerCase();
      const found = places.filter((place) => place.name.toLowerCase().includes(text));
      return {
        suggestions: found.map((place) => ({
          placePrediction: {
            placeId: place.id,
            mainText: { text: place.name },
            secondaryText: { text: place.secondary },
            text: { text: `${place.name}, ${place.secondary}` },
            toPlace: () => Place({ id: place.id }),
          },
        })),
      };
    },
  };

  function Geocoder() {
    return {
      async geocode({ location }: { location: Point | LatLngObject }) {
        const point = literal(location);
        calls.geocodes.push(point);
        // The nearest place within about 500 m names the point; elsewhere there is no address.
        const near = places
          .map((place) => ({ place, distance: Math.hypot(place.lat - point.lat, place.lng - point.lng) }))
          .filter(({ distance }) => distance < 0.005)
          .sort((a, b) => a.distance - b.distance)[0];
        if (!near) throw Object.assign(new Error("ZERO_RESULTS"), { code: "ZERO_RESULTS" });
        const { place } = near;
        return {
          results: [
            {
              place_id: place.id,
              formatted_address: place.address,
              types: ["street_address"],
              address_components: [],
              geometry: { location: LatLng(point) },
            },
          ],
        };
      },
    };
  }

  const libraries: Record<string, object> = {
    core: { LatLng, LatLngBounds, event },
    maps: { Map: FakeMapConstructor },
    places: { AutocompleteSessionToken, AutocompleteSuggestion, Place },
    geocoding: { Geocoder },
  };
  const target = window as unknown as Record<string, unknown>;
  target.google = {
    maps: {
      version: "3.61.0-double",
      LatLng,
      LatLngBounds,
      Map: FakeMapConstructor,
      event,
      Settings: { getInstance: () => ({}) },
      async importLibrary(name: string) {
        calls.libraries.push(name);
        const library = libraries[name];
        if (!library) throw new Error(`The double has no library ${name}`);
        return library;
      },
    },
  };
  target.__mapsDouble = {
    calls,
    drag: (lat: number, lng: number): boolean => mapsMade.at(-1)?.drag({ lat, lng }) ?? false,
  };
}
