import { getExampleNumber, isSupportedCountry } from "libphonenumber-js";
import examples from "libphonenumber-js/mobile/examples";

/** "placeholder an example number" (001 section 5): a mobile number of the menu's country, written nationally. */
export function phonePlaceholder(country: string | null): string | undefined {
  const region = country?.trim().toUpperCase() ?? "";
  if (!isSupportedCountry(region)) return undefined;
  return getExampleNumber(region, examples)?.formatNational();
}
