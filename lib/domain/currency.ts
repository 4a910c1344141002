import { type Milli, roundToDecimals } from "./money";

/**
 * ISO 4217 minor units of the currencies whose unit is not divided in hundredths. Written out rather
 * than read from Intl: browsers and Node disagree with ISO on some (ICU gives IQD and LBP 0 decimals).
 */
const NOT_TWO: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

/** The active ISO 4217 codes whose minor unit is hundredths. */
const TWO = new Set(
  `AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF
  CNY COP CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR
  ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN
  MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SOS
  SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD UYU UZS VES WST XCD YER ZAR ZMW ZWG`.split(/\s+/),
);

/** Used when a menu leaves price_decimal_places out or sends something that is not 0 to 3. */
export const DEFAULT_DECIMAL_PLACES = 2;

/** Reads a decimal-places setting (number or numeric text) as an integer from 0 to 3. */
export function decimalPlaces(value: number | string | null | undefined, fallback = DEFAULT_DECIMAL_PLACES): number {
  if (value === null || value === undefined || value === "") return fallback;
  const places = Number(value);
  if (!Number.isInteger(places)) return fallback;
  return Math.min(3, Math.max(0, places));
}

/** The currency and menu fields the money rule reads. */
export interface CurrencySettings {
  currency?: string | null;
  price_decimal_places?: number | string | null;
}

/**
 * The ISO 4217 minor unit of a currency code (0, 2 or 3), or null for a code this table does not
 * know (or one with four decimals, finer than our thousandths).
 */
export function isoMinorUnit(currency: string | null | undefined): number | null {
  const code = (currency ?? "").trim().toUpperCase();
  if (code in NOT_TWO) return NOT_TWO[code] ?? null;
  return TWO.has(code) ? 2 : null;
}

/**
 * The decimals every amount that is charged, paid or shown is held at: the menu's price_decimal_places
 * (default 2), but never finer than the currency's ISO 4217 minor unit. An amount at these decimals is
 * then both what the screen shows and an exact amount of the currency's minor unit: AED at 3 places is
 * held at 2 (no card takes 13.965 AED), JPY at 2 places at 0, while a TZS or LBP menu priced in whole
 * shillings (0 places) stays whole and a KWD menu at 3 places keeps its fils. A code ISO does not know
 * follows price_decimal_places alone.
 */
export function moneyDecimals(settings: CurrencySettings): number {
  const menu = decimalPlaces(settings.price_decimal_places);
  const iso = isoMinorUnit(settings.currency);
  return iso === null ? menu : Math.min(iso, menu);
}

/**
 * The one rounding of money: an amount in thousandths to the currency's minor unit, half away from
 * zero: 13.965 AED is 13.97, 1,234.5 JPY is 1,235, and a KWD menu at 3 places keeps 5.125.
 */
export function roundMoney(amount: Milli, settings: CurrencySettings): Milli {
  return roundToDecimals(amount, moneyDecimals(settings));
}

// The wallet may only charge what the venue's currency can express: no fraction below its minor unit.
export function isChargeableAmount(amount: Milli, decimals: number): boolean {
  return amount === roundToDecimals(amount, decimals);
}
