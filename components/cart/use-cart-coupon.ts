"use client";

import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { browserApi } from "@/lib/api/browser";
import { couponFromData, type Coupon } from "@/lib/domain/coupon";
import { couponKey } from "@/lib/domain/coupon-box";

export const couponQueryKey = (menuId: number, code: string) => ["coupon", menuId, code] as const;

export interface CartCoupon {
  /** The cart's coupon code ("" for none) and whether the venue API refused it. */
  code: string;
  invalid: boolean;
  /** The applied coupon once the venue API has answered for it; null otherwise. */
  coupon: Coupon | null;
  /** 001 section 3 loadingCoupon: the coupon call is running. */
  loading: boolean;
  apply: (code: string) => void;
  remove: () => void;
}

/**
 * The cart's coupon (001 section 4): GET /en/api/coupon/{menuId}/{CODE}/ for the stored code, once per
 * code (a coupon does not change while the guest shops). "Apply success stores the coupon and
 * recomputes the discount; failure sets a coupon error flag" — any failure, a 404 for an unknown,
 * early or expired code included, flags it; a flagged code is not asked again.
 */
export function useCartCoupon(menuId: number): CartCoupon {
  const stored = useCartStore((state) => state.coupon);
  const invalid = useCartStore((state) => state.invalidCoupon);
  const setCoupon = useCartStore((state) => state.setCoupon);
  const code = couponKey(stored);
  const enabled = code !== "" && !invalid;
  const query = useQuery({
    queryKey: couponQueryKey(menuId, code),
    queryFn: ({ signal }) => browserApi().getCoupon(menuId, code, { signal }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  const failed = enabled && query.isError && !query.isFetching;

  useEffect(() => {
    if (failed) setCoupon(code, true);
  }, [failed, code, setCoupon]);

  const data = enabled && query.isSuccess ? query.data : null;
  const coupon = useMemo(() => (data ? couponFromData(data) : null), [data]);
  const apply = useCallback((typed: string) => setCoupon(couponKey(typed), false), [setCoupon]);
  const remove = useCallback(() => setCoupon("", false), [setCoupon]);
  return { code, invalid, coupon, loading: enabled && (query.isPending || query.isFetching), apply, remove };
}
