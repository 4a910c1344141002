import type { ReactNode } from "react";
import { MapsContext } from "@/lib/maps/context";
import type { LatLng, MapPlace, MapsServices, MapsStatus, MapViewProps, PlaceSuggestion } from "@/lib/maps/types";

/**
 * A maps provider for the screen's jsdom tests, behind the same MapsAdapter interface as Google's:
 * services are jest mocks the test answers, and the map view records its props and lets the test
 * move the map as a guest's drag does.
 */
export class FakeMaps {
  status: MapsStatus = "ready";
  view: MapViewProps | null = null;
  readonly services = {
    suggest: jest.fn<Promise<PlaceSuggestion[]>, [string, LatLng]>(async () => []),
    place: jest.fn<Promise<MapPlace>, [PlaceSuggestion]>(),
    reverseGeocode: jest.fn<Promise<MapPlace | null>, [LatLng]>(async () => null),
  } satisfies MapsServices;

  readonly MapView = (props: MapViewProps) => {
    this.view = props;
    return (
      <div
        role="region"
        aria-label={props.label}
        data-centre={`${props.centre.lat},${props.centre.lng}`}
        data-interactive={props.interactive}
      />
    );
  };

  /** The guest drags the map: the pin, fixed at the centre, marks `point`. */
  drag(point: LatLng): void {
    if (!this.view) throw new Error("The map is not shown");
    this.view.onCentreChange(point);
  }

  Provider = ({ children }: { children: ReactNode }) => (
    <MapsContext.Provider value={{ status: this.status, services: this.status === "ready" ? this.services : null, MapView: this.MapView }}>
      {children}
    </MapsContext.Provider>
  );
}
