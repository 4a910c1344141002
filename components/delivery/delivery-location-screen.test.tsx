/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useEffect } from "react";
import { CartStoreProvider, useCartStore } from "@/components/cart/cart-store-provider";
import { FakeGeolocation, installNavigator } from "@/components/location/test-doubles";
import { ApiError } from "@/lib/api/errors";
import { emptyDelivery, initialCartState, type CartState } from "@/lib/cart/store";
import type { SavedAddress } from "@/lib/cart/types";
import { POSITION_OPTIONS } from "@/lib/domain/location-gate";
import { searchHistoryKey } from "@/lib/maps/search-history";
import type { MapPlace } from "@/lib/maps/types";
import messages from "@/messages/en.json";
import { DeliveryLocationScreen } from "./delivery-location-screen";
import { FakeMaps } from "./test-maps";

const mockRouter = { replace: jest.fn(), push: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({
  useRouter: () => mockRouter,
  usePathname: () => "/en/delivery-location/",
  useSearchParams: () => new URLSearchParams(),
}));

const mockApi = { getDeliveryZone: jest.fn() };
jest.mock("@/lib/api/browser", () => ({ browserApi: () => mockApi }));

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

const LICENCE = "e2e-maps";
const MENU_ID = 9003;
// The demo venue's outlet and the demo's delivery zone 'Downtown Dubai' with fee 5.
const OUTLET = { lat: 25.1972, lng: 55.2744 };
const BURJ: MapPlace = { location: OUTLET, formattedAddress: "1 Sheikh Mohammed bin Rashid Blvd, Dubai", placeData: { place_id: "burj" } };
const MALL: MapPlace = {
  location: { lat: 25.1985, lng: 55.2796 },
  formattedAddress: "Financial Centre Rd, Downtown Dubai, Dubai",
  placeData: { place_id: "mall" },
};
const MARINA = { lat: 25.0764, lng: 55.1403 };

let maps: FakeMaps;
let geolocation: FakeGeolocation;
/** The cart as the screen left it, read by the tests after each render. */
const probe: { cart: CartState } = { cart: initialCartState };

function CartProbe() {
  const state = useCartStore((current) => current);
  useEffect(() => {
    probe.cart = state;
  });
  return null;
}

function storeCart(state: Partial<CartState>) {
  sessionStorage.setItem(`carte-cart-${LICENCE}`, JSON.stringify({ state, version: 0 }));
}

function renderScreen(state: Partial<CartState> = {}, saved: SavedAddress[] = []) {
  storeCart(state);
  localStorage.setItem(`carte-cart-${LICENCE}`, JSON.stringify({ state: { savedAddresses: saved }, version: 0 }));
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CartStoreProvider licence={LICENCE}>
        <maps.Provider>
          <DeliveryLocationScreen config={{ licence: LICENCE, menuId: MENU_ID, fallback: OUTLET }} />
        </maps.Provider>
        <CartProbe />
      </CartStoreProvider>
    </NextIntlClientProvider>,
  );
}

const confirmButton = () => screen.getByRole("button", { name: "Confirm Location" });
const field = (name: RegExp) => screen.getByRole("textbox", { name });

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  maps = new FakeMaps();
  maps.services.reverseGeocode.mockImplementation(async (point) => (point.lat === OUTLET.lat ? BURJ : null));
  geolocation = new FakeGeolocation();
  installNavigator({ geolocation, permissions: null });
  mockApi.getDeliveryZone.mockResolvedValue({ delivery_amount: 5, name: "Downtown Dubai" });
});

async function confirmAt(address: string) {
  await screen.findByText(address);
  fireEvent.click(confirmButton());
  await screen.findByRole("button", { name: "Change" });
}

describe("DeliveryLocationScreen", () => {
  it("opens on the outlet at the pin's address, asking the browser's position with the gate's options", async () => {
    renderScreen();
    expect(await screen.findByText(BURJ.formattedAddress)).toBeInTheDocument();
    expect(maps.view?.centre).toEqual(OUTLET);
    expect(maps.view?.interactive).toBe(true);
    expect(screen.getByRole("region", { name: "Delivery location map" })).toBeInTheDocument();
    expect(geolocation.calls[0]?.options).toEqual(POSITION_OPTIONS);
  });

  it("moves to the browser's position when it answers", async () => {
    renderScreen();
    await screen.findByText(BURJ.formattedAddress);
    act(() => geolocation.succeed(MALL.location.lat, MALL.location.lng));
    await waitFor(() => expect(maps.view?.centre).toEqual(MALL.location));
    expect(maps.services.reverseGeocode).toHaveBeenLastCalledWith(MALL.location);
    // The geocoder knows no address there: the coordinates stand in.
    expect(await screen.findByText("25.198500, 55.279600")).toBeInTheDocument();
  });

  it("confirms (loading, then confirmed), checks the zone and writes the fee and place to the cart", async () => {
    let answer: (value: { delivery_amount: number; name: string }) => void = () => {};
    mockApi.getDeliveryZone.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderScreen();
    await screen.findByText(BURJ.formattedAddress);
    fireEvent.click(confirmButton());
    expect(screen.getByRole("button", { name: "Confirming location…" })).toBeDisabled();
    expect(mockApi.getDeliveryZone).toHaveBeenCalledWith(MENU_ID, OUTLET);
    await act(async () => answer({ delivery_amount: 5, name: "Downtown Dubai" }));
    expect(screen.getByRole("button", { name: "Change" })).toBeInTheDocument();
    expect(maps.view?.interactive).toBe(false);
    expect(probe.cart.delivery).toEqual({
      ...emptyDelivery,
      location: OUTLET,
      formattedAddress: BURJ.formattedAddress,
      placeData: BURJ.placeData,
      fees: 5,
      confirmed: false,
    });
  });

  it("asks the three required details before Continue, saves the address and returns to the cart", async () => {
    renderScreen();
    await confirmAt(BURJ.formattedAddress);
    const next = screen.getByRole("button", { name: "Continue" });
    expect(next).toBeDisabled();
    fireEvent.blur(field(/^Flat No\./));
    expect(screen.getByText("Flat No. is a required field")).toBeInTheDocument();
    fireEvent.change(field(/^Flat No\./), { target: { value: " 1204 " } });
    fireEvent.change(field(/^Building\/Premise/), { target: { value: "Burj Views" } });
    expect(next).toBeDisabled();
    fireEvent.change(field(/^Area\/Street/), { target: { value: "Sheikh Mohammed bin Rashid Blvd" } });
    expect(screen.queryByText("Flat No. is a required field")).not.toBeInTheDocument();
    expect(next).toBeEnabled();
    fireEvent.click(screen.getByRole("checkbox", { name: "Save Address" }));
    fireEvent.click(next);

    const details = { flat_no: "1204", building_premise: "Burj Views", area_street: "Sheikh Mohammed bin Rashid Blvd", landmark: "" };
    expect(probe.cart.delivery).toEqual({
      location: OUTLET,
      formattedAddress: BURJ.formattedAddress,
      placeData: BURJ.placeData,
      fees: 5,
      confirmed: true,
      details,
    });
    expect(probe.cart.savedAddresses).toEqual([
      { uuid: expect.any(String), location: OUTLET, formatted_address: BURJ.formattedAddress, ...details },
    ]);
    expect(mockRouter.push).toHaveBeenCalledWith(expect.stringMatching(/^\/en\/cart\/?$/));
  });

  it("without Save Address keeps no saved address", async () => {
    renderScreen();
    await confirmAt(BURJ.formattedAddress);
    fireEvent.change(field(/^Flat No\./), { target: { value: "1" } });
    fireEvent.change(field(/^Building\/Premise/), { target: { value: "B" } });
    fireEvent.change(field(/^Area\/Street/), { target: { value: "C" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(probe.cart.savedAddresses).toEqual([]);
    expect(probe.cart.delivery.confirmed).toBe(true);
  });

  it("outside every zone: clears the delivery and raises 'We're not there yet'; Change Location returns to the map", async () => {
    mockApi.getDeliveryZone.mockRejectedValue(
      new ApiError({ kind: "http", method: "GET", url: "/backend/en/api/delivery_zone/", status: 404 }),
    );
    const earlier = { ...emptyDelivery, location: MALL.location, formattedAddress: MALL.formattedAddress, fees: 5 };
    renderScreen({ delivery: earlier });
    await screen.findByText(MALL.formattedAddress);
    act(() => maps.drag(MARINA));
    expect(maps.services.reverseGeocode).toHaveBeenLastCalledWith(MARINA);
    await screen.findByText("25.076400, 55.140300");
    fireEvent.click(confirmButton());

    const alert = await screen.findByRole("dialog", { name: "We're not there yet" });
    expect(alert).toHaveTextContent("This location is outside our delivery area. Please choose another location or pick up your order.");
    expect(probe.cart.delivery).toEqual(emptyDelivery);
    fireEvent.click(within(alert).getByRole("button", { name: "Change Location" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
    expect(maps.view?.interactive).toBe(true);
  });

  it("searches around the map's centre, picks a place and remembers it in the licence's history", async () => {
    jest.useFakeTimers();
    try {
      maps.services.suggest.mockResolvedValue([{ placeId: "mall", primaryText: "Dubai Mall", secondaryText: "Financial Centre Rd" }]);
      maps.services.place.mockResolvedValue(MALL);
      renderScreen();
      await act(async () => {});
      const box = screen.getByRole("combobox", { name: "Search for a place or address" });
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: "dubai mall" } });
      expect(maps.services.suggest).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(250));
      expect(maps.services.suggest).toHaveBeenCalledWith("dubai mall", OUTLET);
      expect(box).toHaveAttribute("aria-expanded", "true");
      fireEvent.keyDown(box, { key: "ArrowDown" });
      expect(box).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { name: /Dubai Mall/ }).id);
      fireEvent.keyDown(box, { key: "Enter" });
      await act(async () => {});
      expect(maps.services.place).toHaveBeenCalledWith({
        placeId: "mall",
        primaryText: "Dubai Mall",
        secondaryText: "Financial Centre Rd",
      });
      expect(maps.view?.centre).toEqual(MALL.location);
      expect(screen.getByText(MALL.formattedAddress)).toBeInTheDocument();
      const history = JSON.parse(localStorage.getItem(searchHistoryKey(LICENCE)) ?? "[]") as unknown[];
      expect(history).toEqual([{ placeId: "mall", primaryText: "Dubai Mall", secondaryText: "Financial Centre Rd", place: MALL }]);

      // Empty again: the recent searches are offered, and picking one needs no lookup.
      act(() => maps.drag(MARINA));
      fireEvent.focus(box);
      const recent = screen.getByRole("listbox", { name: "Recent searches" });
      fireEvent.mouseDown(within(recent).getByRole("option", { name: /Dubai Mall/ }));
      expect(maps.services.place).toHaveBeenCalledTimes(1);
      expect(maps.view?.centre).toEqual(MALL.location);
    } finally {
      jest.useRealTimers();
    }
  });

  it("says when the search finds nothing", async () => {
    jest.useFakeTimers();
    try {
      renderScreen();
      await act(async () => {});
      const box = screen.getByRole("combobox", { name: "Search for a place or address" });
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: "atlantis" } });
      await act(async () => jest.advanceTimersByTime(250));
      expect(screen.getByRole("status")).toHaveTextContent("No places found");
    } finally {
      jest.useRealTimers();
    }
  });

  it("lists the saved addresses; picking one places the pin and fills its details", async () => {
    const saved: SavedAddress = {
      uuid: "home",
      location: MALL.location,
      formatted_address: MALL.formattedAddress,
      flat_no: "7",
      building_premise: "Opera Grand",
      area_street: "Boulevard",
      landmark: "",
    };
    renderScreen({}, [saved]);
    const list = await screen.findByRole("region", { name: "Saved addresses" });
    fireEvent.click(within(list).getByRole("button", { name: /Financial Centre Rd/ }));
    expect(maps.view?.centre).toEqual(MALL.location);
    fireEvent.click(confirmButton());
    await screen.findByRole("button", { name: "Change" });
    expect(field(/^Flat No\./)).toHaveValue("7");
    fireEvent.click(screen.getByRole("checkbox", { name: "Save Address" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    // Saved again under its own uuid: still one address.
    expect(probe.cart.savedAddresses.map((address) => address.uuid)).toEqual(["home"]);
  });

  it("opens confirmed on the cart's confirmed address (Edit); Change reverts to unconfirmed", async () => {
    const details = { flat_no: "1204", building_premise: "Burj Views", area_street: "Boulevard", landmark: "" };
    renderScreen({
      delivery: { ...emptyDelivery, location: MALL.location, formattedAddress: MALL.formattedAddress, confirmed: true, fees: 5, details },
    });
    await screen.findByRole("button", { name: "Change" });
    expect(geolocation.calls).toHaveLength(0);
    expect(field(/^Flat No\./)).toHaveValue("1204");
    expect(screen.getByRole("button", { name: "Continue" })).toBeEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Change" }));
    expect(confirmButton()).toBeEnabled();
    expect(probe.cart.delivery.confirmed).toBe(false);
  });

  it("says so when the map cannot load", async () => {
    maps.status = "failed";
    renderScreen();
    expect(await screen.findByRole("alert")).toHaveTextContent("The map could not be loaded. Please try again later.");
    expect(screen.getByRole("combobox", { name: "Search for a place or address" })).toBeDisabled();
  });
});
