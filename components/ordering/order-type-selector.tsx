"use client";

import { useEffect } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useHydrated } from "@/components/cart/use-hydrated";
import { offeredFallback, type OrderType } from "@/lib/domain/order-type";

type Props = { label: string; options: readonly { type: OrderType; label: string }[] };

/** The order-type buttons of home (000 section 4) and the cart (001 section 2): exactly one pressed; each change is saved to the cart. */
export function OrderTypeSelector({ label, options }: Props) {
  const current = useCartStore((state) => state.orderType);
  const setOrderType = useCartStore((state) => state.setOrderType);
  // While React hydrates, the cart answers its initial type, not the guest's saved choice: correcting
  // that would overwrite the choice on every load (issue 11 item 9).
  const hydrated = useHydrated();
  const offered = options.some((option) => option.type === current);
  const fallback = offeredFallback(options.map((option) => option.type));

  useEffect(() => {
    // A cart holding a type the venue does not offer here would leave no button pressed.
    if (hydrated && !offered && fallback) setOrderType(fallback);
  }, [hydrated, offered, fallback, setOrderType]);

  if (options.length === 0) return null;
  const selected = offered ? current : fallback;
  return (
    <div role="group" aria-label={label} className="flex flex-wrap justify-center gap-2">
      {options.map((option) => (
        <button
          key={option.type}
          type="button"
          aria-pressed={option.type === selected}
          onClick={() => setOrderType(option.type)}
          className={`rounded-full border border-header-bg px-4 py-2 text-sm font-bold focus-visible:outline-2 focus-visible:outline-offset-2 ${
            option.type === selected ? "bg-header-bg text-header-text" : "bg-card-bg text-text"
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
