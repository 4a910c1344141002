import type { Menu } from "@/lib/api/schemas/menu";
import type { MoneySettings } from "@/lib/domain/money-format";

/** The menu's money fields only, so a client component gets them without the whole menu. */
export function moneySettingsOf(menu: Menu): MoneySettings {
  return {
    currency: menu.currency,
    currency_symbol: menu.currency_symbol,
    display_currency: menu.display_currency,
    price_decimal_places: menu.price_decimal_places,
    enable_arabic_numerals: menu.enable_arabic_numerals,
    enable_alt_currency: menu.enable_alt_currency,
    alt_currency: menu.alt_currency,
    alt_currency_symbol: menu.alt_currency_symbol,
    alt_currency_price_decimal_places: menu.alt_currency_price_decimal_places,
    alt_currency_exchange_rate: menu.alt_currency_exchange_rate,
  };
}
