"use client";

/// <reference types="google.maps" />
import { APILoadingStatus, APIProvider, Map, useApiLoadingStatus, useMap, useMapsLibrary, type MapEvent } from "@vis.gl/react-google-maps";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { bcp47, type Language } from "@/lib/domain/language";
import { MapsContext } from "./context";
import { googleServices } from "./google-services";
import { samePoint } from "./points";
import { MAP_ZOOM, type LatLng, type MapsAdapter, type MapsStatus, type MapViewProps } from "./types";

const LIBRARIES = ["places", "geocoding"];

/** Google's language codes differ from ours for Chinese; the rest are BCP 47 as we write them. */
export function googleLanguage(language: Language): string {
  return language === "zh-hans" ? "zh-CN" : bcp47(language);
}

/**
 * The maps provider of the app: loads the Maps JavaScript API with the key the server read at run
 * time, and offers the screen a map view and the places and geocoding services. Where a page has
 * already defined `google.maps.importLibrary` (the e2e tests' double), @vis.gl uses that instead of
 * loading Google's script, so the same code runs under test.
 */
export function GoogleMapsProvider({ apiKey, language, children }: { apiKey: string; language: Language; children: ReactNode }) {
  return (
    <APIProvider apiKey={apiKey} language={googleLanguage(language)} libraries={LIBRARIES}>
      <GoogleMapsBridge>{children}</GoogleMapsBridge>
    </APIProvider>
  );
}

function mapsStatus(status: APILoadingStatus, ready: boolean): MapsStatus {
  if (status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE) return "failed";
  return status === APILoadingStatus.LOADED && ready ? "ready" : "loading";
}

function GoogleMapsBridge({ children }: { children: ReactNode }) {
  const status = useApiLoadingStatus();
  const places = useMapsLibrary("places");
  const geocoding = useMapsLibrary("geocoding");
  const services = useMemo(() => (places && geocoding ? googleServices(places, geocoding) : null), [places, geocoding]);
  const value = useMemo<MapsAdapter>(
    () => ({ status: mapsStatus(status, services !== null), services, MapView: GoogleMapView }),
    [status, services],
  );
  return <MapsContext.Provider value={value}>{children}</MapsContext.Provider>;
}

/**
 * The full-screen map at zoom 16 with the pin fixed at its centre: the guest drags the map under the
 * pin, and when the map comes to rest its centre is the new point. A new `centre` (a search pick)
 * pans the map there.
 */
function GoogleMapView({ centre, label, interactive, onCentreChange }: MapViewProps) {
  const [initial] = useState(centre);
  const latest = useRef(centre);
  useEffect(() => {
    latest.current = centre;
  }, [centre]);

  const onIdle = (event: MapEvent) => {
    const point = event.map.getCenter()?.toJSON();
    if (point && !samePoint(point, latest.current)) onCentreChange(point);
  };

  return (
    <div role="region" aria-label={label} className="relative h-full w-full">
      <Map
        className="h-full w-full"
        defaultCenter={initial}
        defaultZoom={MAP_ZOOM}
        gestureHandling={interactive ? "greedy" : "none"}
        keyboardShortcuts={interactive}
        disableDefaultUI
        zoomControl={interactive}
        clickableIcons={false}
        onIdle={onIdle}
      >
        <FollowCentre centre={centre} />
      </Map>
      <CentrePin />
    </div>
  );
}

function FollowCentre({ centre }: { centre: LatLng }) {
  const map = useMap();
  useEffect(() => {
    const current = map?.getCenter()?.toJSON();
    if (map && (!current || !samePoint(current, centre))) map.panTo(centre);
  }, [map, centre]);
  return null;
}

/** The pin marks the map's centre; it takes no pointer events, so drags reach the map beneath. */
export function CentrePin() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 36"
      className="pointer-events-none absolute left-1/2 top-1/2 h-10 w-7 -translate-x-1/2 -translate-y-full"
    >
      <path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 36 12 36s12-15.2 12-24.1C24 5.3 18.6 0 12 0z" fill="#d93025" />
      <circle cx="12" cy="12" r="4.5" fill="#fff" />
    </svg>
  );
}
