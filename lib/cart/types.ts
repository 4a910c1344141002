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
