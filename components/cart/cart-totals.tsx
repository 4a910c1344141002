import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { SPINNER_COLOUR } from "@/components/shell/loading-overlay";
import { loyaltyDiscountAmount, type LoyaltyDiscountData } from "@/lib/domain/loyalty";
import type { Milli } from "@/lib/domain/money";
import { formatAltMoney, formatMoney, type MoneySettings } from "@/lib/domain/money-format";
import type { Totals } from "@/lib/domain/totals";

type Props = {
  totals: Totals;
  money: MoneySettings;
  lang: string;
  /** The delivery row: shown for delivery orders once a fee is known (the zone answered). */
  showDeliveryFee: boolean;
  /** The applied coupon's code, named beside the discount. */
  couponCode: string | null;
  /** 001 section 2: "a blurred loading overlay while coupon, employee discount or loyalty discounts are loading". */
  loading: boolean;
  /** The partner venue's loyalty discounts, each a row under 'Loyalty Discounts' (the totals already take them off). */
  loyalty?: readonly LoyaltyDiscountData[];
};

/**
 * The cart's totals (001 section 9): subtotal, the loyalty discounts (in the receipt's order), each
 * tax, the delivery fee (struck through when the coupon gives free delivery), the discount, tips and
 * the total with its alternate-currency amount.
 */
export function CartTotals({ totals, money, lang, showDeliveryFee, couponCode, loading, loyalty = [] }: Props) {
  const t = useTranslations("Receipt");
  const cart = useTranslations("Cart");
  const common = useTranslations("Common");
  const loyaltyTitle = useId();
  const amount = (milli: Milli) => <bdi>{formatMoney(milli, money, lang)}</bdi>;
  const alt = formatAltMoney(totals.total, money, lang);
  const loyaltyRows = loyalty
    .map((discount) => ({ name: discount.name, amount: loyaltyDiscountAmount(discount) }))
    .filter((row) => row.amount > 0);
  return (
    <section aria-labelledby="cart-totals-title" aria-busy={loading} className="relative rounded-lg bg-card-bg p-3 shadow-sm">
      <h2 id="cart-totals-title" className="mb-2 font-bold">
        {cart("orderSummary")}
      </h2>
      <dl className="flex flex-col gap-1 text-sm">
        <Row label={cart("subtotal")}>{amount(totals.subtotal)}</Row>
      </dl>
      {loyaltyRows.length > 0 && (
        <div role="group" aria-labelledby={loyaltyTitle} data-testid="loyalty-discounts" className="my-1 text-sm">
          <p id={loyaltyTitle} className="font-semibold">
            {t("loyaltyDiscounts")}
          </p>
          <dl className="flex flex-col gap-1 ps-3">
            {loyaltyRows.map((row, index) => (
              <Row key={`${index}-${row.name}`} label={row.name || t("loyaltyDiscounts")} testId="loyalty-discount">
                <bdi>-{formatMoney(row.amount, money, lang)}</bdi>
              </Row>
            ))}
          </dl>
        </div>
      )}
      <dl className="mt-1 flex flex-col gap-1 text-sm">
        {totals.taxes.map((tax) => (
          <Row key={tax.id} label={tax.name || t("taxes")}>
            {amount(tax.amount)}
          </Row>
        ))}
        {showDeliveryFee && (
          <Row label={t("deliveryFees")}>
            {totals.freeDelivery ? <del>{amount(totals.deliveryFee)}</del> : amount(totals.deliveryFeeCharged)}
          </Row>
        )}
        {totals.discount > 0 && (
          <Row label={couponCode ? `${t("discount")} (${couponCode})` : t("discount")}>
            <bdi>-{formatMoney(totals.discount, money, lang)}</bdi>
          </Row>
        )}
        {totals.tips > 0 && <Row label={t("tips")}>{amount(totals.tips)}</Row>}
        <Row label={cart("total")} strong testId="cart-total">
          {amount(totals.total)}
          {/* Each amount isolated, a space between them (issue 28 item 10). */}
          {alt && (
            <>
              {" "}
              <bdi className="text-xs font-normal">({alt})</bdi>
            </>
          )}
        </Row>
      </dl>
      {loading && (
        <div
          role="status"
          data-testid="totals-loading"
          className="absolute inset-0 flex items-center justify-center rounded-lg backdrop-blur-[5px]"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-10 animate-spin motion-reduce:animate-none"
            style={{ color: SPINNER_COLOUR }}
          >
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
            <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{common("loading")}</span>
        </div>
      )}
    </section>
  );
}

function Row({ label, strong, testId, children }: { label: string; strong?: boolean; testId?: string; children: ReactNode }) {
  return (
    <div
      data-testid={testId}
      className={`flex items-baseline justify-between gap-2 ${strong ? "border-t border-black/10 pt-1 text-base font-bold" : ""}`}
    >
      <dt>{label}</dt>
      <dd className="text-end">{children}</dd>
    </div>
  );
}
