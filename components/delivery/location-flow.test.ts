import { emptyDelivery } from "@/lib/cart/store";
import type { DeliveryLocation, SavedAddress } from "@/lib/cart/types";
import { initialFlow, locationFlow, type FlowEvent, type LocationFlow } from "./location-flow";

// The demo venue's outlet (server/seed/venues/demo.json): where the map opens without a position.
const OUTLET = { lat: 25.1972, lng: 55.2744 };
const DUBAI_MALL = {
  location: { lat: 25.1985, lng: 55.2796 },
  formattedAddress: "Financial Centre Rd, Downtown Dubai",
  placeData: { place_id: "mall" },
};

const run = (flow: LocationFlow, ...events: FlowEvent[]) => events.reduce(locationFlow, flow);
const fresh = () => initialFlow(emptyDelivery, OUTLET);

const CONFIRMED: DeliveryLocation = {
  location: DUBAI_MALL.location,
  confirmed: true,
  formattedAddress: DUBAI_MALL.formattedAddress,
  placeData: DUBAI_MALL.placeData,
  details: { flat_no: "12", building_premise: "Tower A", area_street: "Boulevard", landmark: "" },
  fees: 5,
};

describe("initialFlow", () => {
  it("opens unconfirmed on the outlet with no address until the browser's position or a pick", () => {
    expect(fresh()).toEqual({
      phase: "unconfirmed",
      centre: OUTLET,
      address: null,
      placedByGuest: false,
      notDeliverable: false,
      details: emptyDelivery.details,
      savedAddressUuid: null,
    });
  });

  it("opens confirmed on the cart's confirmed address (Edit), with its details", () => {
    const flow = initialFlow(CONFIRMED, OUTLET);
    expect(flow).toMatchObject({ phase: "confirmed", centre: DUBAI_MALL.location, placedByGuest: true, details: CONFIRMED.details });
    expect(flow.address).toEqual({ formattedAddress: DUBAI_MALL.formattedAddress, placeData: DUBAI_MALL.placeData });
  });

  it("opens unconfirmed on a location the cart holds without confirmation", () => {
    expect(initialFlow({ ...CONFIRMED, confirmed: false }, OUTLET)).toMatchObject({ phase: "unconfirmed", centre: DUBAI_MALL.location });
  });
});

describe("locationFlow", () => {
  it("moves to the browser's position only while the guest has not placed the pin", () => {
    const here = { lat: 25.2, lng: 55.27 };
    expect(run(fresh(), { type: "located", point: here })).toMatchObject({ centre: here, address: null, placedByGuest: false });
    const picked = run(fresh(), { type: "placePicked", place: DUBAI_MALL }, { type: "located", point: here });
    expect(picked.centre).toEqual(DUBAI_MALL.location);
  });

  it("takes a picked place's address without a lookup", () => {
    expect(run(fresh(), { type: "placePicked", place: DUBAI_MALL })).toMatchObject({
      centre: DUBAI_MALL.location,
      address: { formattedAddress: DUBAI_MALL.formattedAddress, placeData: DUBAI_MALL.placeData },
      placedByGuest: true,
    });
  });

  it("keeps only the address found for the current centre, and writes coordinates where none is known", () => {
    const moved = run(fresh(), { type: "moved", point: { lat: 25.19, lng: 55.28 } });
    expect(moved.address).toBeNull();
    const stale = locationFlow(moved, { type: "addressFound", point: OUTLET, place: DUBAI_MALL });
    expect(stale.address).toBeNull();
    const none = locationFlow(moved, { type: "addressFound", point: { lat: 25.19, lng: 55.28 }, place: null });
    expect(none.address).toEqual({ formattedAddress: "25.190000, 55.280000", placeData: null });
  });

  it("confirms (loading, then confirmed) and Change reverts to unconfirmed", () => {
    const placed = run(fresh(), { type: "placePicked", place: DUBAI_MALL });
    const confirming = locationFlow(placed, { type: "confirm" });
    expect(confirming.phase).toBe("confirming");
    const confirmed = locationFlow(confirming, { type: "deliverable" });
    expect(confirmed.phase).toBe("confirmed");
    expect(locationFlow(confirmed, { type: "change" }).phase).toBe("unconfirmed");
  });

  it("cannot confirm before the pin has an address", () => {
    expect(locationFlow(fresh(), { type: "confirm" }).phase).toBe("unconfirmed");
  });

  it("returns to unconfirmed with the alert open when the zone check fails, and the alert closes", () => {
    const failed = run(fresh(), { type: "placePicked", place: DUBAI_MALL }, { type: "confirm" }, { type: "notDeliverable" });
    expect(failed).toMatchObject({ phase: "unconfirmed", notDeliverable: true });
    expect(locationFlow(failed, { type: "dismissAlert" }).notDeliverable).toBe(false);
  });

  it("holds the pin still while confirming or confirmed", () => {
    const confirmed = run(fresh(), { type: "placePicked", place: DUBAI_MALL }, { type: "confirm" }, { type: "deliverable" });
    const elsewhere = { lat: 25.07, lng: 55.14 };
    expect(locationFlow(confirmed, { type: "moved", point: elsewhere }).centre).toEqual(DUBAI_MALL.location);
    expect(locationFlow(confirmed, { type: "placePicked", place: { ...DUBAI_MALL, location: elsewhere } }).centre).toEqual(
      DUBAI_MALL.location,
    );
  });

  it("fills the details from a picked saved address and remembers its uuid", () => {
    const saved: SavedAddress = {
      uuid: "home",
      location: DUBAI_MALL.location,
      formatted_address: DUBAI_MALL.formattedAddress,
      flat_no: "12",
      building_premise: "Tower A",
      area_street: "Boulevard",
      landmark: "Fountain",
    };
    expect(run(fresh(), { type: "savedAddressPicked", address: saved })).toMatchObject({
      centre: DUBAI_MALL.location,
      address: { formattedAddress: DUBAI_MALL.formattedAddress, placeData: null },
      details: { flat_no: "12", building_premise: "Tower A", area_street: "Boulevard", landmark: "Fountain" },
      savedAddressUuid: "home",
    });
    // Moving the pin afterwards makes it a new address.
    expect(run(fresh(), { type: "savedAddressPicked", address: saved }, { type: "moved", point: OUTLET }).savedAddressUuid).toBeNull();
  });

  it("edits one detail at a time", () => {
    expect(locationFlow(fresh(), { type: "detail", field: "landmark", value: "Opposite the fountain" }).details).toEqual({
      ...emptyDelivery.details,
      landmark: "Opposite the fountain",
    });
  });
});
