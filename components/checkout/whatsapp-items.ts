import { chosenCombo, chosenVariations } from "@/components/cart/cart-line-choices";
import { lineUnitPrice, type OrderCatalogue } from "@/lib/cart/order-payload-lines";
import type { CartLine } from "@/lib/cart/types";
import { formatMoney, localiseDigits, type MoneySettings } from "@/lib/domain/money-format";
import { lineTotal } from "@/lib/domain/totals";
import type { WhatsappItem } from "@/lib/domain/whatsapp-message";

/** "Large, Extra shot; Drink: Cola (Size: Small)": what the cart line shows under its name, on one line. */
export function lineChoicesText(line: Pick<CartLine, "variations" | "combo_groups">): string {
  const values = chosenVariations(line.variations).map((variation) => variation.values);
  const combo = chosenCombo(line).map((item) => {
    const own = item.variations.map((variation) => `${variation.name}: ${variation.values}`).join("; ");
    return `${item.group}: ${item.product}${own === "" ? "" : ` (${own})`}`;
  });
  return [...values, ...combo].join("; ");
}

/** The cart's lines for the WhatsApp message, priced like the cart (unit price from the menu × quantity). */
export function whatsappItems(lines: readonly CartLine[], catalogue: OrderCatalogue, money: MoneySettings, lang: string): WhatsappItem[] {
  return lines.map((line) => ({
    quantity: localiseDigits(String(line.qty), lang, money.enable_arabic_numerals),
    name: catalogue[line.id]?.name || line.name,
    choices: lineChoicesText(line),
    price: formatMoney(lineTotal({ unitPrice: lineUnitPrice(line, catalogue), quantity: line.qty }), money, lang),
  }));
}
