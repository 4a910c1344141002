/// <reference types="google.maps" />
import { googleServices, type GeocodingLibrary, type PlacesLibrary } from "./google-services";
import { SEARCH_BIAS_RADIUS_M } from "./types";

// Stand-ins for the Maps JavaScript API's places and geocoding libraries, holding every request.
class SessionToken {
  static made = 0;
  readonly n = ++SessionToken.made;
}

const literal = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng, toJSON: () => ({ lat, lng }) });

function prediction(placeId: string, main: string, secondary: string) {
  return {
    placeId,
    mainText: { text: main },
    secondaryText: { text: secondary },
    text: { text: `${main}, ${secondary}` },
    toPlace: () => new FakePlace({ id: placeId, fromPrediction: true }),
  };
}

class FakePlace {
  static fetched: { id: string; fields: string[]; fromPrediction: boolean }[] = [];
  readonly id: string;
  readonly fromPrediction: boolean;
  displayName: string | null = null;
  formattedAddress: string | null = null;
  location: ReturnType<typeof literal> | null = null;
  types: string[] = [];
  constructor({ id, fromPrediction = false }: { id: string; fromPrediction?: boolean }) {
    this.id = id;
    this.fromPrediction = fromPrediction;
  }
  async fetchFields({ fields }: { fields: string[] }) {
    FakePlace.fetched.push({ id: this.id, fields, fromPrediction: this.fromPrediction });
    this.displayName = "Dubai Mall";
    this.formattedAddress = "Financial Centre Rd, Downtown Dubai, Dubai";
    this.location = literal(25.1985, 55.2796);
    this.types = ["shopping_mall"];
    return { place: this };
  }
}

const requests: Record<string, unknown>[] = [];
const places = {
  AutocompleteSessionToken: SessionToken,
  Place: FakePlace,
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions: async (request: Record<string, unknown>) => {
      requests.push(request);
      return { suggestions: [{ placePrediction: prediction("mall", "Dubai Mall", "Downtown Dubai") }, { placePrediction: null }] };
    },
  },
} as unknown as PlacesLibrary;

const geocodes: unknown[] = [];
let geocodeAnswer: () => Promise<{ results: unknown[] }> = async () => ({
  results: [
    {
      place_id: "geo-1",
      formatted_address: "Sheikh Mohammed bin Rashid Blvd, Dubai",
      types: ["route"],
      address_components: [{ long_name: "Downtown Dubai", short_name: "Downtown", types: ["neighborhood"], extra: 1 }],
      geometry: {},
    },
  ],
});
class FakeGeocoder {
  geocode(request: unknown) {
    geocodes.push(request);
    return geocodeAnswer();
  }
}
const geocoding = { Geocoder: FakeGeocoder } as unknown as GeocodingLibrary;

const NEAR = { lat: 25.1972, lng: 55.2744 };

beforeEach(() => {
  requests.length = 0;
  geocodes.length = 0;
  FakePlace.fetched = [];
});

describe("googleServices", () => {
  it("biases the places search to a 10,000 m circle around the map's centre (001 section 9)", async () => {
    const services = googleServices(places, geocoding);
    expect(await services.suggest("dubai mall", NEAR)).toEqual([
      { placeId: "mall", primaryText: "Dubai Mall", secondaryText: "Downtown Dubai" },
    ]);
    expect(SEARCH_BIAS_RADIUS_M).toBe(10_000);
    expect(requests[0]).toMatchObject({ input: "dubai mall", locationBias: { center: NEAR, radius: 10_000 } });
  });

  it("uses one session token from the first keystroke to the pick, then a new one", async () => {
    const services = googleServices(places, geocoding);
    await services.suggest("du", NEAR);
    await services.suggest("dubai", NEAR);
    const [first, second] = requests.map((request) => request.sessionToken);
    expect(first).toBe(second);
    await services.place({ placeId: "mall", primaryText: "Dubai Mall", secondaryText: "Downtown Dubai" });
    await services.suggest("marina", NEAR);
    expect(requests[2]?.sessionToken).not.toBe(first);
  });

  it("resolves a pick through its prediction (carrying the session) to a point, an address and plain place data", async () => {
    const services = googleServices(places, geocoding);
    const [mall] = await services.suggest("dubai mall", NEAR);
    if (!mall) throw new Error("no suggestion");
    const place = await services.place(mall);
    expect(FakePlace.fetched).toEqual([
      { id: "mall", fields: ["id", "displayName", "formattedAddress", "location", "types"], fromPrediction: true },
    ]);
    expect(place).toEqual({
      location: { lat: 25.1985, lng: 55.2796 },
      formattedAddress: "Financial Centre Rd, Downtown Dubai, Dubai",
      placeData: {
        place_id: "mall",
        name: "Dubai Mall",
        formatted_address: "Financial Centre Rd, Downtown Dubai, Dubai",
        types: ["shopping_mall"],
        location: { lat: 25.1985, lng: 55.2796 },
      },
    });
    expect(JSON.parse(JSON.stringify(place.placeData))).toEqual(place.placeData);
  });

  it("reverse geocodes a point to the first result's address", async () => {
    const services = googleServices(places, geocoding);
    const point = { lat: 25.195, lng: 55.276 };
    expect(await services.reverseGeocode(point)).toEqual({
      location: point,
      formattedAddress: "Sheikh Mohammed bin Rashid Blvd, Dubai",
      placeData: {
        place_id: "geo-1",
        formatted_address: "Sheikh Mohammed bin Rashid Blvd, Dubai",
        types: ["route"],
        address_components: [{ long_name: "Downtown Dubai", short_name: "Downtown", types: ["neighborhood"] }],
        location: point,
      },
    });
    expect(geocodes).toEqual([{ location: point }]);
  });

  it("answers null where the geocoder finds nothing or fails (ZERO_RESULTS rejects)", async () => {
    const services = googleServices(places, geocoding);
    geocodeAnswer = async () => ({ results: [] });
    expect(await services.reverseGeocode(NEAR)).toBeNull();
    geocodeAnswer = () => Promise.reject(new Error("ZERO_RESULTS"));
    expect(await services.reverseGeocode(NEAR)).toBeNull();
  });
});
