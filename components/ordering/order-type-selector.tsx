"use client";

import { useEffect, useId } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useHydrated } from "@/components/cart/use-hydrated";
import { ChipButton } from "@/components/ui/chip";
import { offeredFallback, type OrderType } from "@/lib/domain/order-type";

/** A button of the selector; `unavailable` is the reason a type the venue enables cannot be ordered now. */
export type OrderTypeOption = { type: OrderType; label: string; unavailable?: string };

type Props = { label: string; options: readonly OrderTypeOption[] };

/**
 * The order-type buttons of home (000 section 4) and the cart (001 section 2): exactly one pressed; each
 * change is saved to the cart. A type that cannot be ordered now stays visible, disabled, with its reason.
 */
export function OrderTypeSelector({ label, options }: Props) {
  const current = useCartStore((state) => state.orderType);
  const setOrderType = useCartStore((state) => state.setOrderType);
  const reasonId = useId();
  // While React hydrates, the cart answers its initial type, not the guest's saved choice: correcting
  // that would overwrite the choice on every load (issue 11 item 9).
  const hydrated = useHydrated();
  const available = options.filter((option) => option.unavailable === undefined);
  const offered = available.some((option) => option.type === current);
  const fallback = offeredFallback(available.map((option) => option.type));
  const reasons = [...new Set(options.flatMap((option) => (option.unavailable === undefined ? [] : [option.unavailable])))];

  useEffect(() => {
    // A cart holding a type the venue does not offer here would leave no button pressed.
    if (hydrated && !offered && fallback) setOrderType(fallback);
  }, [hydrated, offered, fallback, setOrderType]);

  if (options.length === 0) return null;
  const selected = offered ? current : fallback;
  return (
    <div className="flex flex-col items-center gap-2">
      <div role="group" aria-label={label} className="flex flex-wrap justify-center gap-2">
        {options.map((option) => (
          <ChipButton
            key={option.type}
            aria-pressed={option.type === selected}
            disabled={option.unavailable !== undefined}
            aria-describedby={option.unavailable !== undefined ? reasonId : undefined}
            onClick={() => setOrderType(option.type)}
            look="solid"
            selected={option.type === selected}
            className="px-4 text-sm font-bold disabled:border-dashed disabled:opacity-60"
          >
            {option.unavailable !== undefined ? <s>{option.label}</s> : option.label}
          </ChipButton>
        ))}
      </div>
      {reasons.length > 0 && (
        <p id={reasonId} className="text-center text-sm">
          {reasons.join(" ")}
        </p>
      )}
    </div>
  );
}
