"use client";

import { useTranslations } from "next-intl";
import { useEffect, useReducer, useRef, useState } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { OnceHydrated } from "@/components/cart/once-hydrated";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import { browserApi } from "@/lib/api/browser";
import type { DeliveryAddressDetails, SavedAddress } from "@/lib/cart/types";
import { useMaps } from "@/lib/maps/context";
import { readSearchHistory, rememberSearch, writeSearchHistory, type RecentSearch } from "@/lib/maps/search-history";
import type { LatLng, MapPlace } from "@/lib/maps/types";
import { AddressDetailsForm } from "./address-details-form";
import { trimDetails } from "./address-details";
import { requestPosition } from "./browser-position";
import { ConfirmCard } from "./confirm-card";
import { initialFlow, locationFlow, type LocationFlow } from "./location-flow";
import { LocationSearch } from "./location-search";
import { NotThereYetDialog } from "./not-there-yet-dialog";
import { SavedAddressList } from "./saved-address-list";

export interface DeliveryLocationConfig {
  licence: string;
  menuId: number;
  /** outlet_latitude/outlet_longitude: where the map opens until the browser's position answers. */
  fallback: LatLng;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The cart is read once the stored cart has loaded, as the cart screen does. */
export function DeliveryLocationScreen({ config }: { config: DeliveryLocationConfig }) {
  return (
    <OnceHydrated>
      <DeliveryLocationBody config={config} />
    </OnceHydrated>
  );
}

/**
 * The delivery-location screen (001 sections 2, 4 and 8): the full-screen map with its search and
 * history, the confirm card, then the address details; the zone check after confirming writes the
 * fee and the place to the cart, or clears them and raises 'We're not there yet'.
 */
function DeliveryLocationBody({ config }: { config: DeliveryLocationConfig }) {
  const t = useTranslations("DeliveryLocation");
  const common = useTranslations("Common");
  const router = useRouter();
  const { status, services, MapView } = useMaps();
  const stored = useCartStore((state) => state.delivery);
  const savedAddresses = useCartStore((state) => state.savedAddresses);
  const setDelivery = useCartStore((state) => state.setDelivery);
  const clearDelivery = useCartStore((state) => state.clearDelivery);
  const saveAddress = useCartStore((state) => state.saveAddress);
  const [flow, dispatch] = useReducer(locationFlow, stored, (delivery) => initialFlow(delivery, config.fallback));
  const [history, setHistory] = useState<RecentSearch[]>(() => readSearchHistory(localStorageOrNull(), config.licence));
  const [save, setSave] = useState(false);
  const startedPlaced = useRef(flow.placedByGuest);

  useEffect(() => {
    // The browser's position, unless the map opens on the cart's own location.
    if (startedPlaced.current) return;
    let live = true;
    void requestPosition().then((point) => {
      if (live && point) dispatch({ type: "located", point });
    });
    return () => {
      live = false;
    };
  }, []);

  const { centre, address } = flow;
  useEffect(() => {
    if (!services || address) return;
    let live = true;
    services.reverseGeocode(centre).then(
      (place) => live && dispatch({ type: "addressFound", point: centre, place }),
      () => live && dispatch({ type: "addressFound", point: centre, place: null }),
    );
    return () => {
      live = false;
    };
  }, [services, centre, address]);

  function pickPlace(place: MapPlace, entry: RecentSearch) {
    const next = rememberSearch(history, entry);
    setHistory(next);
    writeSearchHistory(localStorageOrNull(), config.licence, next);
    dispatch({ type: "placePicked", place });
  }

  async function locateGuest() {
    const point = await requestPosition();
    if (point) dispatch({ type: "moved", point });
  }

  async function confirm(current: LocationFlow) {
    const { address: confirmedAddress, centre: point } = current;
    if (!confirmedAddress) return;
    dispatch({ type: "confirm" });
    try {
      const zone = await browserApi().getDeliveryZone(config.menuId, point);
      // The fee counts from here; the address is confirmed for the cart once its details are given.
      setDelivery({
        location: point,
        formattedAddress: confirmedAddress.formattedAddress,
        placeData: confirmedAddress.placeData,
        fees: zone.delivery_amount,
        confirmed: false,
      });
      dispatch({ type: "deliverable" });
    } catch {
      // 001 section 4: "failure clears the delivery state, flags a not-deliverable state".
      clearDelivery();
      dispatch({ type: "notDeliverable" });
    }
  }

  function change() {
    dispatch({ type: "change" });
    setDelivery({ confirmed: false });
  }

  function finish() {
    if (!flow.address) return;
    const details = trimDetails(flow.details);
    setDelivery({
      location: flow.centre,
      formattedAddress: flow.address.formattedAddress,
      placeData: flow.address.placeData,
      details,
      confirmed: true,
    });
    if (save) {
      const entry: SavedAddress = {
        uuid: flow.savedAddressUuid ?? crypto.randomUUID(),
        location: flow.centre,
        formatted_address: flow.address.formattedAddress,
        ...details,
      };
      saveAddress(entry);
    }
    router.push("/cart/");
  }

  const picking = flow.phase === "unconfirmed";
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="relative min-h-72 flex-1">
        {status === "failed" ? (
          <p role="alert" className="flex h-full items-center justify-center p-4 text-center">
            {t("mapUnavailable")}
          </p>
        ) : (
          <MapView
            centre={flow.centre}
            label={t("mapLabel")}
            interactive={picking}
            onCentreChange={(point) => dispatch({ type: "moved", point })}
          />
        )}
        {status === "loading" && (
          <p role="status" className="absolute inset-0 flex items-center justify-center bg-page-bg/70">
            {common("loading")}
          </p>
        )}
        {picking && (
          <div className="absolute inset-x-3 top-3 z-10 flex flex-col gap-2">
            <LocationSearch services={services} near={flow.centre} history={history} disabled={status !== "ready"} onPick={pickPlace} />
            {/* White over the map, whatever the theme's button colours. */}
            <Button
              onClick={() => void locateGuest()}
              className="self-start rounded-lg bg-white px-3 text-sm font-medium text-black shadow"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <circle cx="12" cy="12" r="4" />
                <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
              </svg>
              {t("useCurrentLocation")}
            </Button>
          </div>
        )}
      </div>
      <div className="flex max-h-[65dvh] flex-col gap-4 overflow-y-auto rounded-t-2xl bg-card-bg p-4 shadow-[0_-2px_8px_rgba(0,0,0,0.15)]">
        <ConfirmCard
          phase={flow.phase}
          address={flow.address}
          ready={status === "ready"}
          onConfirm={() => void confirm(flow)}
          onChange={change}
        />
        {flow.phase === "confirmed" && (
          <AddressDetailsForm
            details={flow.details}
            saveAddress={save}
            onDetail={(field: keyof DeliveryAddressDetails, value: string) => dispatch({ type: "detail", field, value })}
            onSaveAddress={setSave}
            onContinue={finish}
          />
        )}
        {picking && (
          <SavedAddressList addresses={savedAddresses} onPick={(saved) => dispatch({ type: "savedAddressPicked", address: saved })} />
        )}
      </div>
      {flow.notDeliverable && <NotThereYetDialog onChangeLocation={() => dispatch({ type: "dismissAlert" })} />}
    </div>
  );
}
