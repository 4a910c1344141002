import { decimalPlaces, moneyDecimals } from "./currency";
import { multiply, roundToDecimals, type Milli } from "./money";
import { digitsIn, numberingSystem } from "./numbering";

/** The menu fields that decide how money is shown (spec 000 sections 3, 5 and 9; 001 section 9). */
export interface MoneySettings {
  currency?: string | null;
  currency_symbol?: string | null;
  /** true or "symbol" shows the symbol; false or "code" shows the ISO code. Absent means symbol. */
  display_currency?: boolean | string | null;
  price_decimal_places?: number | string | null;
  enable_arabic_numerals?: boolean | null;
  enable_alt_currency?: boolean | null;
  alt_currency?: string | null;
  alt_currency_symbol?: string | null;
  alt_currency_price_decimal_places?: number | string | null;
  alt_currency_exchange_rate?: number | string | null;
}

/** Display prefixes of spec 000 section 9. Codes the specification shows as themselves are listed too. */
const CURRENCY_PREFIXES: Readonly<Record<string, string>> = {
  AED: "AED",
  BHD: "BHD",
  EGP: "EGP",
  EUR: "€",
  GBP: "£",
  INR: "₹",
  JOD: "JOD",
  KES: "KSh",
  KWD: "KWD",
  LBP: "LBP",
  MXN: "$",
  NGN: "₦",
  OMR: "OMR",
  PHP: "₱",
  QAR: "QR",
  RON: "RON",
  SAR: "SAR",
  SGD: "S$",
  TZS: "TSh",
  USD: "US$",
  YER: "YER",
};

export { DEFAULT_DECIMAL_PLACES, decimalPlaces } from "./currency";

const ARABIC_DECIMAL_SEPARATOR = "٫";
const ARABIC_THOUSANDS_SEPARATOR = "٬";

/** Arabic-Indic numerals are used only when the menu enables them and the language is Arabic (spec 000 section 5). */
export function usesArabicNumerals(lang: string, enabled: boolean | null | undefined): boolean {
  return numberingSystem(lang, enabled) === "arab";
}

/** Writes a text's digits in the screen's system (lib/domain/numbering.ts); for counts such as the cart badge. */
export function localiseDigits(text: string, lang: string, enabled: boolean | null | undefined): string {
  return digitsIn(text, numberingSystem(lang, enabled));
}

export interface FormatAmountOptions {
  /** Thousands grouping, on by default; LBP and TZS prices run to six digits. */
  grouping?: boolean;
}

/** An amount without currency, rounded half away from zero to `decimals` places, e.g. "1,234.50" or "١٬٢٣٤٫٥٠". */
export function formatAmount(
  milli: Milli,
  decimals: number,
  lang: string,
  arabic: boolean | null | undefined,
  options: FormatAmountOptions = {},
): string {
  const useArabic = usesArabicNumerals(lang, arabic);
  const { negative, integer, fraction } = splitAmount(milli, decimals);
  const grouped = options.grouping === false ? integer : groupThousands(integer, useArabic ? ARABIC_THOUSANDS_SEPARATOR : ",");
  const separator = useArabic ? ARABIC_DECIMAL_SEPARATOR : ".";
  const text = (negative ? "-" : "") + grouped + (fraction ? separator + fraction : "");
  return useArabic ? localiseDigits(text, lang, true) : text;
}

/** Plain machine-readable text for form inputs (tips, split amounts): "12.50", no grouping, Western digits. */
export function formatInputAmount(milli: Milli, decimals: number): string {
  return formatAmount(milli, decimals, "en", false, { grouping: false });
}

/**
 * The prefix shown before an amount. In symbol mode the menu's own symbol wins over the table of
 * spec 000 section 9; a currency the table does not know, or code mode, shows the upper-case code
 * (code mode falls back to the symbol only when the menu has no code).
 */
export function currencyPrefix(
  currency: string | null | undefined,
  symbol: string | null | undefined,
  displayCurrency: boolean | string | null | undefined,
): string {
  const code = (currency ?? "").trim().toUpperCase();
  const ownSymbol = (symbol ?? "").trim();
  if (!showsSymbol(displayCurrency)) return code || ownSymbol;
  if (ownSymbol) return ownSymbol;
  return CURRENCY_PREFIXES[code] ?? code;
}

/** A menu amount with its currency, e.g. "AED 1,234.50", "€12.50", "-KWD 0.250". */
export function formatMoney(milli: Milli, settings: MoneySettings, lang: string): string {
  const prefix = currencyPrefix(settings.currency, settings.currency_symbol, settings.display_currency);
  // Money is shown as it is charged: at the currency's minor unit (lib/domain/currency.ts).
  const places = moneyDecimals(settings);
  return withPrefix(prefix, milli, places, lang, settings.enable_arabic_numerals);
}

/** The amount in the alternate currency (amount × alt_currency_exchange_rate), or null when not shown. */
export function altAmount(milli: Milli, settings: MoneySettings): Milli | null {
  if (settings.enable_alt_currency !== true) return null;
  const rate = Number(settings.alt_currency_exchange_rate);
  if (!Number.isFinite(rate) || rate <= 0) return null;
  return multiply(milli, rate);
}

/** The alternate-currency display, e.g. "US$6.81" beside "AED 25.00", or null when the menu shows none. */
export function formatAltMoney(milli: Milli, settings: MoneySettings, lang: string): string | null {
  const amount = altAmount(milli, settings);
  if (amount === null) return null;
  const prefix = currencyPrefix(settings.alt_currency, settings.alt_currency_symbol, settings.display_currency);
  const places = decimalPlaces(settings.alt_currency_price_decimal_places, decimalPlaces(settings.price_decimal_places));
  return withPrefix(prefix, amount, places, lang, settings.enable_arabic_numerals);
}

function withPrefix(prefix: string, milli: Milli, places: number, lang: string, arabic: boolean | null | undefined): string {
  const amount = formatAmount(milli, places, lang, arabic);
  const negative = amount.startsWith("-");
  const digits = negative ? amount.slice(1) : amount;
  // A space keeps letters off the digits ("AED 12.50", "KSh 12.50"); signs sit tight ("€12.50", "US$12.50").
  const gap = prefix && /\p{L}$/u.test(prefix) ? " " : "";
  return (negative ? "-" : "") + prefix + gap + digits;
}

function showsSymbol(displayCurrency: boolean | string | null | undefined): boolean {
  if (displayCurrency === false) return false;
  if (typeof displayCurrency === "string") {
    const mode = displayCurrency.trim().toLowerCase();
    return mode !== "code" && mode !== "false" && mode !== "0";
  }
  return true;
}

function splitAmount(milli: Milli, decimals: number): { negative: boolean; integer: string; fraction: string } {
  const places = decimalPlaces(decimals);
  const rounded = roundToDecimals(Math.round(milli), places);
  const absolute = Math.abs(rounded);
  const integer = String(Math.floor(absolute / 1000));
  const fraction = String(absolute % 1000)
    .padStart(3, "0")
    .slice(0, places);
  // An amount that rounds to zero shows no minus sign: "-0.00" reads as a discount that is not there.
  return { negative: rounded < 0, integer, fraction };
}

function groupThousands(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
