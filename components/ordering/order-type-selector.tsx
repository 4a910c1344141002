"use client";

import { useEffect } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import type { OrderType } from "@/lib/domain/order-type";

type Props = { label: string; options: readonly { type: OrderType; label: string }[] };

/** The order-type buttons of home (000 section 4) and the cart (001 section 2): exactly one pressed; each change is saved to the cart. */
export function OrderTypeSelector({ label, options }: Props) {
  const current = useCartStore((state) => state.orderType);
  const setOrderType = useCartStore((state) => state.setOrderType);
  const offered = options.some((option) => option.type === current);
  const first = options[0]?.type;

  useEffect(() => {
    // A cart holding a type the venue does not offer here would leave no button pressed.
    if (!offered && first) setOrderType(first);
  }, [offered, first, setOrderType]);

  if (options.length === 0) return null;
  const selected = offered ? current : first;
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
