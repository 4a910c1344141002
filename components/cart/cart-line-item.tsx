import { useTranslations } from "next-intl";
import { QuantityStepper } from "@/components/catalogue/quantity-stepper";
import { IconButton } from "@/components/ui/icon-button";
import { lineUnitPrice, type OrderCatalogue } from "@/lib/cart/order-payload-lines";
import type { CartLine } from "@/lib/cart/types";
import { formatMoney, localiseDigits, type MoneySettings } from "@/lib/domain/money-format";
import { maxQuantity } from "@/lib/domain/quantity";
import { lineTotal } from "@/lib/domain/totals";
import { CartLineChoices } from "./cart-line-choices";
import { CartLineThumbnail } from "./cart-line-thumbnail";

type Props = {
  line: CartLine;
  catalogue: OrderCatalogue;
  money: MoneySettings;
  lang: string;
  defaultImage: string | null;
  onQuantity: (uuid: string, qty: number) => void;
  onDelete: (uuid: string) => void;
};

/** A combo line is priced and chosen as one meal: it has no quantity stepper (001 section 2). */
export function isComboLine(line: Pick<CartLine, "combo_groups">): boolean {
  return line.combo_groups.length > 0;
}

/**
 * One cart line (001 section 2): thumbnail, name, special instructions, chosen variations and combo
 * groups, line price (unit price × quantity in the venue's money format), the stepper within 1 and
 * max_qty (not for combo lines) and the delete button, named after the line.
 */
export function CartLineItem({ line, catalogue, money, lang, defaultImage, onQuantity, onDelete }: Props) {
  const t = useTranslations("Cart");
  const price = lineTotal({ unitPrice: lineUnitPrice(line, catalogue), quantity: line.qty });
  const headingId = `cart-line-${line.uuid}`;
  return (
    <li aria-labelledby={headingId} className="flex gap-3 rounded-lg bg-card-bg p-3 shadow-sm">
      <CartLineThumbnail image={line.image} defaultImage={defaultImage} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start gap-2">
          <h3 id={headingId} className="min-w-0 flex-1 font-bold">
            {line.name}
          </h3>
          <IconButton label={`${t("deleteItem")}: ${line.name}`} onClick={() => onDelete(line.uuid)} className="-m-1">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
            </svg>
          </IconButton>
        </div>
        <CartLineChoices line={line} />
        {line.special_instructions && (
          <p className="text-sm">
            <span className="font-bold">{t("specialInstructions")}:</span> {line.special_instructions}
          </p>
        )}
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          {isComboLine(line) ? (
            <span />
          ) : (
            <QuantityStepper
              value={line.qty}
              max={maxQuantity(line.max_qty)}
              onChange={(qty) => onQuantity(line.uuid, qty)}
              display={localiseDigits(String(line.qty), lang, money.enable_arabic_numerals)}
            />
          )}
          <p className="font-bold" data-testid="cart-line-price">
            <bdi>{formatMoney(price, money, lang)}</bdi>
          </p>
        </div>
      </div>
    </li>
  );
}
