import type { DeliveryAddressDetails } from "@/lib/cart/types";

/** 001 section 2: "flat number, building/premise and area/street required; landmark optional". */
export const REQUIRED_DETAILS = ["flat_no", "building_premise", "area_street"] as const satisfies readonly (keyof DeliveryAddressDetails)[];

export type RequiredDetail = (typeof REQUIRED_DETAILS)[number];

export function isRequiredDetail(field: keyof DeliveryAddressDetails): field is RequiredDetail {
  return (REQUIRED_DETAILS as readonly string[]).includes(field);
}

/** The required fields left empty (spaces count as empty). */
export function missingDetails(details: DeliveryAddressDetails): RequiredDetail[] {
  return REQUIRED_DETAILS.filter((field) => details[field].trim() === "");
}

/** "Continue disabled until the three required fields are filled." */
export function detailsComplete(details: DeliveryAddressDetails): boolean {
  return missingDetails(details).length === 0;
}

export function trimDetails(details: DeliveryAddressDetails): DeliveryAddressDetails {
  return {
    flat_no: details.flat_no.trim(),
    building_premise: details.building_premise.trim(),
    area_street: details.area_street.trim(),
    landmark: details.landmark.trim(),
  };
}
