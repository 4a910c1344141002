/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useEffect } from "react";
import { CartStoreProvider, useCartStore } from "@/components/cart/cart-store-provider";
import type { OrderLocationType } from "@/lib/domain/location-token";
import arMessages from "@/messages/ar.json";
import messages from "@/messages/en.json";
import { LocationChip } from "./location-chip";

const cart: { setLocation: (location: string | null, type: OrderLocationType | null) => void } = {
  setLocation: () => undefined,
};

/** Hands the store's setter to the test, as a t, r or a link's LocationCapture would call it. */
function Capture() {
  const setOrderLocation = useCartStore((state) => state.setOrderLocation);
  useEffect(() => {
    cart.setLocation = setOrderLocation;
  }, [setOrderLocation]);
  return null;
}

function renderChip(locale: "en" | "ar" = "en", arabicNumerals = false) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? arMessages : messages}>
      <CartStoreProvider licence="test">
        <Capture />
        <LocationChip language={locale} arabicNumerals={arabicNumerals} />
      </CartStoreProvider>
    </NextIntlClientProvider>,
  );
}

describe("LocationChip", () => {
  it("is absent while the cart holds no location", () => {
    renderChip();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("says Table 12 after a table link, named 'Ordering from'", () => {
    renderChip();
    act(() => cart.setLocation("12", "Table"));
    expect(screen.getByRole("note", { name: "Ordering from" })).toHaveTextContent("Table 12");
  });

  it("says Room 305 after a room link and the area's name after an area link", () => {
    renderChip();
    act(() => cart.setLocation("305", "Room"));
    expect(screen.getByRole("note", { name: "Ordering from" })).toHaveTextContent("Room 305");
    act(() => cart.setLocation("Pool bar", "Table"));
    expect(screen.getByRole("note", { name: "Ordering from" })).toHaveTextContent("Area: Pool bar");
  });

  it("is translated, and goes away when the location is cleared", () => {
    renderChip("ar");
    act(() => cart.setLocation("12", "Table"));
    expect(screen.getByRole("note", { name: arMessages.Location.orderingFrom })).toHaveTextContent("طاولة 12");
    act(() => cart.setLocation(null, null));
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("writes the table number in Arabic-Indic digits where the venue enables them (issue 28 item 10)", () => {
    renderChip("ar", true);
    act(() => cart.setLocation("3", "Table"));
    expect(screen.getByRole("note", { name: arMessages.Location.orderingFrom })).toHaveTextContent("طاولة ٣");
  });
});
