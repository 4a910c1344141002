import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { browserApi } from "@/lib/api/browser";
import { couponFromData, type Coupon } from "@/lib/domain/coupon";
import { couponKey } from "@/lib/domain/coupon-box";
import { chooseCoupon, couponSaving, type CouponChoice } from "@/lib/domain/coupon-choice";
import type { TotalsInput } from "@/lib/domain/totals";
import { couponQueryKey, type CartCoupon } from "./use-cart-coupon";

/** A code the guest entered that did not replace the applied coupon, and why. */
export type DeclinedCoupon = { code: string } & Exclude<CouponChoice, { replace: true }>;

export interface CouponEntry {
  /** The box's Apply: the code replaces the applied coupon only where lib/domain chooseCoupon says so. */
  enter: (typed: string) => void;
  declined: DeclinedCoupon | null;
  /** The entered code is being looked up before it may replace the applied coupon. */
  checking: boolean;
}

/**
 * Issue 11 item 6: a coupon that saves something on this cart is replaced only by one that applies to
 * the subtotal and saves at least as much; otherwise it stays and the guest is told why. Without such a
 * coupon the code goes straight into the cart, as 001 section 4 applies it (a code below its minimum
 * waits there for the subtotal, with the minimum shown).
 */
export function useCouponEntry(
  menuId: number,
  cartCoupon: Pick<CartCoupon, "coupon" | "apply">,
  cart: Omit<TotalsInput, "coupon">,
  /** The fallback coupon's code (lib/domain fallbackCouponCode), which a code below its minimum may replace. */
  automatic: string | null = null,
): CouponEntry {
  const queryClient = useQueryClient();
  const [declined, setDeclined] = useState<DeclinedCoupon | null>(null);
  const [checking, setChecking] = useState(false);
  // The answer arrives after a render or two: it is weighed on the cart and coupon of that moment.
  const latest = useRef({ cart, applied: cartCoupon.coupon });
  useEffect(() => {
    latest.current = { cart, applied: cartCoupon.coupon };
  }, [cart, cartCoupon.coupon]);
  const { apply } = cartCoupon;

  const enter = useCallback(
    (typed: string) => {
      const code = couponKey(typed);
      setDeclined(null);
      if (code === "") return;
      if (couponSaving(latest.current.cart, latest.current.applied) <= 0) {
        apply(code);
        return;
      }
      setChecking(true);
      void queryClient
        .fetchQuery({
          queryKey: couponQueryKey(menuId, code),
          queryFn: ({ signal }) => browserApi().getCoupon(menuId, code, { signal }),
          retry: false,
          staleTime: Infinity,
        })
        .then(
          (data): Coupon | null => couponFromData(data),
          () => null,
        )
        .then((entered) => {
          setChecking(false);
          const choice = chooseCoupon(latest.current.cart, latest.current.applied, entered, automatic);
          if (choice.replace) apply(code);
          else setDeclined({ code, ...choice });
        });
    },
    [apply, automatic, menuId, queryClient],
  );

  return { enter, declined, checking };
}
