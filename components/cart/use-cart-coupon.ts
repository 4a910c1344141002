import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { browserApi } from "@/lib/api/browser";
import type { CouponData } from "@/lib/domain/coupon";
import { couponFromData, type Coupon } from "@/lib/domain/coupon";
import { couponKey } from "@/lib/domain/coupon-box";
import { couponInEffect } from "@/lib/domain/coupon-fallback";
import type { Milli } from "@/lib/domain/money";

export const couponQueryKey = (menuId: number, code: string) => ["coupon", menuId, code] as const;

export interface CartCoupon {
  /** The cart's coupon code, the one the guest chose ("" for none), and whether the venue API refused it. */
  code: string;
  invalid: boolean;
  /** The coupon that discounts the cart (lib/domain couponInEffect): the chosen one, or the automatic one meanwhile. */
  coupon: Coupon | null;
  /** The chosen coupon once the venue API has answered for it, even below its minimum; null otherwise. */
  chosen: Coupon | null;
  /** 001 section 3 loadingCoupon: a coupon call is running. */
  loading: boolean;
  apply: (code: string) => void;
  remove: () => void;
}

/** A coupon with its code as the cart stores it: what the order sends and the summary names. */
const withCode = (data: CouponData, code: string): Coupon => ({ ...couponFromData(data), code: couponKey(data.code || code) });

function useCouponQuery(menuId: number, code: string, enabled: boolean) {
  const query = useQuery({
    queryKey: couponQueryKey(menuId, code),
    queryFn: ({ signal }) => browserApi().getCoupon(menuId, code, { signal }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  const data = enabled && query.isSuccess ? query.data : null;
  const coupon = useMemo(() => (data ? withCode(data, code) : null), [data, code]);
  return { coupon, failed: enabled && query.isError && !query.isFetching, loading: enabled && (query.isPending || query.isFetching) };
}

/**
 * The cart's coupon (001 section 4): GET /en/api/coupon/{menuId}/{CODE}/ for the stored code, once per
 * code (a coupon does not change while the guest shops). "Apply success stores the coupon and
 * recomputes the discount; failure sets a coupon error flag": any failure, a 404 for an unknown, early
 * or expired code included, flags it; a flagged code is not asked again. The automatic code
 * (coupon_auto_apply) is looked up beside another chosen code: it discounts while that one waits for
 * its minimum or is refused (issue 26 item 2).
 */
export function useCartCoupon(menuId: number, subtotal: Milli, automaticCode: string | null): CartCoupon {
  const stored = useCartStore((state) => state.coupon);
  const invalid = useCartStore((state) => state.invalidCoupon);
  const setCoupon = useCartStore((state) => state.setCoupon);
  const code = couponKey(stored);
  const chosen = useCouponQuery(menuId, code, code !== "" && !invalid);
  const automatic = couponKey(automaticCode ?? "");
  const fallback = useCouponQuery(menuId, automatic, automatic !== "" && automatic !== code);

  useEffect(() => {
    if (chosen.failed) setCoupon(code, true);
  }, [chosen.failed, code, setCoupon]);

  const coupon = couponInEffect(chosen.coupon, fallback.coupon, subtotal);
  const apply = useCallback((typed: string) => setCoupon(couponKey(typed), false), [setCoupon]);
  const remove = useCallback(() => setCoupon("", false), [setCoupon]);
  return { code, invalid, coupon, chosen: chosen.coupon, loading: chosen.loading || fallback.loading, apply, remove };
}
