import { isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * A phone number valid for the menu's country, in E.164 (000 section 5, 001 section 5); null when it
 * is not valid. Numbers written with a + and their own country code are read as such.
 */
export function normalisePhone(value: string, country: string | null): string | null {
  const region = country?.trim().toUpperCase();
  const phone = parsePhoneNumberFromString(value.trim(), region && isSupportedCountry(region) ? region : undefined);
  return phone?.isValid() ? phone.number : null;
}
