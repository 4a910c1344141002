import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { TEXT_MAX } from "@/lib/api/schemas/limits";
import { couponBoxState, couponKey, shouldAutoApply } from "@/lib/domain/coupon-box";
import type { CouponShortfall } from "@/lib/domain/coupon-fallback";
import type { Milli } from "@/lib/domain/money";
import type { DeclinedCoupon } from "./use-coupon-entry";

type Props = {
  /** The auto-apply code (the `c` query parameter, else coupon_auto_apply), null without one. */
  autoCode: string | null;
  /** The cart's coupon code, "" for none. */
  code: string;
  invalid: boolean;
  loading: boolean;
  onApply: (code: string) => void;
  onDelete: () => void;
  /** The chosen coupon's min_order_value and what is missing while the subtotal is below it, else null. */
  shortfall?: CouponShortfall | null;
  /** The code of the coupon that discounts the cart: another than `code` while `code` waits (issue 26 item 2). */
  inEffect?: string | null;
  /** An entered code that left the applied coupon in place, and why (issue 11 item 6). */
  declined?: DeclinedCoupon | null;
  /** Amounts as the menu shows money (price_decimal_places, currency, numerals). */
  formatAmount?: (amount: Milli) => string;
};

const BUTTON_TEXT = { apply: "apply", delete: "delete", applied: "applied" } as const;

/**
 * The coupon box (001 section 4): Apply Coupon, Delete Coupon or Coupon Applied, the auto code
 * applied on load while the input is empty, and the input flagged when the venue API refused the code.
 */
export function CouponBox({
  autoCode,
  code,
  invalid,
  loading,
  onApply,
  onDelete,
  shortfall = null,
  inEffect = null,
  declined = null,
  formatAmount = String,
}: Props) {
  const t = useTranslations("Coupon");
  const inputId = useId();
  const errorId = useId();
  const noteId = useId();
  // Decided once, when the box first shows with the stored cart ("applied on load").
  const [autoApply] = useState(() => (autoCode !== null && shouldAutoApply({ autoCode, coupon: code, typed: code }) ? autoCode : null));
  const [typed, setTyped] = useState(autoApply ?? code);
  const autoApplied = useRef(false);

  useEffect(() => {
    if (autoApply === null || autoApplied.current) return;
    autoApplied.current = true;
    onApply(autoApply);
  }, [autoApply, onApply]);

  const state = couponBoxState({ input: typed, coupon: code, invalidCoupon: invalid, loadingCoupon: loading, autoCode });
  // Each note belongs to the code in the input: typing another code takes it away.
  const typedKey = couponKey(typed);
  const refused = declined !== null && !loading && declined.code === typedKey ? declined : null;
  const inputError = state.inputError || refused?.reason === "invalid";
  const minimumNote = (short: CouponShortfall) =>
    t("minimum", { amount: formatAmount(short.minimum), missing: formatAmount(short.missing) });
  const waiting = !loading && typedKey === couponKey(code) && (invalid || shortfall !== null);
  const notes = refused
    ? [
        refused.reason === "minimum" ? minimumNote(refused) : refused.reason === "smaller" ? t("smaller", { code }) : null,
        t("stays", { code }),
      ]
    : waiting
      ? [
          shortfall !== null && !invalid ? minimumNote(shortfall) : null,
          // The automatic coupon discounts meanwhile: the guest sees which.
          inEffect !== null && inEffect !== couponKey(code) ? t("stays", { code: inEffect }) : null,
        ]
      : [];
  const shown = notes.filter((note) => note !== null);
  const describedBy = [inputError ? errorId : null, shown.length > 0 ? noteId : null].filter((id) => id !== null).join(" ");
  const act = () => {
    if (state.button === "delete") {
      setTyped("");
      onDelete();
    } else if (state.button === "apply" && !state.disabled) {
      onApply(typed);
    }
  };

  return (
    <form
      className="flex flex-col gap-1"
      aria-busy={loading}
      onSubmit={(event) => {
        event.preventDefault();
        act();
      }}
    >
      <label htmlFor={inputId} className="font-bold">
        {t("label")}
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={typed}
          maxLength={TEXT_MAX.coupon_code}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t("placeholder")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={inputError}
          aria-describedby={describedBy || undefined}
          className="min-w-0 flex-1 uppercase"
        />
        <Button type="submit" disabled={state.disabled} className="shrink-0">
          {t(BUTTON_TEXT[state.button])}
        </Button>
      </div>
      {inputError && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {t("invalid")}
        </p>
      )}
      {shown.length > 0 && (
        <div id={noteId} role="status" className="flex flex-col text-sm">
          {shown.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      )}
    </form>
  );
}
