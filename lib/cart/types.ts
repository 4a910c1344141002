/** Shapes of 001 section 3 (cart state, cart line), as the guest's browser holds them. */

export type { OrderType } from "@/lib/domain/order-type";
export type { PaymentType } from "@/lib/domain/payment-type";
export type { OrderLocationType } from "@/lib/domain/location-token";

export interface CartLineVariationValue {
  id: number;
  name: string;
  variation_value: number;
  selected: boolean;
}

export interface CartLineVariation {
  id: number;
  name: string;
  values: CartLineVariationValue[];
}

export interface CartLineComboProduct {
  id: number;
  name?: string;
  selected: boolean;
  product_variations: CartLineVariation[];
}

export interface CartLineComboGroup {
  id: number;
  name: string;
  products: CartLineComboProduct[];
}

/** A cart line holds the guest's choices; prices are re-derived from the menu (and by the venue API). */
export interface CartLine {
  uuid: string;
  id: number;
  category: number;
  name: string;
  sku: string;
  image: string | null;
  /** Unit price in currency units as shown when added; never trusted by the venue API. */
  price: number;
  qty: number;
  special_instructions: string;
  variations: CartLineVariation[];
  combo_groups: CartLineComboGroup[];
  /** 0 means no limit. */
  max_qty: number;
}

export interface SavedAddress {
  uuid: string;
  location: { lat: number; lng: number };
  formatted_address: string;
  flat_no: string;
  building_premise: string;
  area_street: string;
  landmark: string;
}

/** The address details asked after a delivery location is confirmed (001 section 2). */
export interface DeliveryAddressDetails {
  flat_no: string;
  building_premise: string;
  area_street: string;
  landmark: string;
}

/** The delivery location as the cart holds it: the map's point, its address and the zone's fee. */
export interface DeliveryLocation {
  location: { lat: number; lng: number } | null;
  confirmed: boolean;
  formattedAddress: string;
  /** The Google place data of the chosen address, sent as address_google_place_data. */
  placeData: Record<string, unknown> | null;
  details: DeliveryAddressDetails;
  /** The zone's delivery_amount in currency units; null until a zone has answered. */
  fees: number | null;
}
