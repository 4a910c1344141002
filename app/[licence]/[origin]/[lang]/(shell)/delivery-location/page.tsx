import type { Metadata } from "next";
import { DeliveryLocationTemplate } from "@/components/delivery/delivery-location-template";
import type { ScreenParams } from "@/lib/venue/screen-venue";
import { namedScreenMetadata, PRIVATE_SCREEN } from "@/lib/venue/screen-metadata";
import { loadDeliveryLocation } from "./load-delivery-location";

type Props = { params: Promise<ScreenParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  // A guest's own address picker is nothing for search engines.
  return namedScreenMetadata(params, "deliveryLocation", "/delivery-location/", { robots: PRIVATE_SCREEN });
}

/** The delivery-location picker (001 section 2); venues without the map send the guest to the cart. */
export default async function DeliveryLocationPage({ params }: Props) {
  return <DeliveryLocationTemplate {...await loadDeliveryLocation(params)} />;
}
