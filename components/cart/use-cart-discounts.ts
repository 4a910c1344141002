import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { cartTotalsBase } from "@/lib/cart/order-payload";
import { selectTotalsCart } from "@/lib/cart/selectors";
import type { DiscountLoading } from "@/lib/domain/checkout-visibility";
import { cartSubtotal, computeTotals, type Totals } from "@/lib/domain/totals";
import type { CartConfig } from "./cart-config";
import { useCartCoupon, type CartCoupon } from "./use-cart-coupon";
import { useCouponEntry, type CouponEntry } from "./use-coupon-entry";
import { useEmployeeDiscount, type EmployeeDiscount } from "./use-employee-discount";
import { useLoyaltyDiscounts, type LoyaltyDiscounts } from "./use-loyalty-discounts";

export interface CartDiscounts {
  coupon: CartCoupon;
  entry: CouponEntry;
  employee: EmployeeDiscount;
  loyalty: LoyaltyDiscounts;
  /** lib/domain's totals with the coupon and the loyalty discounts: what the venue API charges. */
  totals: Totals;
  /** The cart's loading flags (001 section 3); the checkout button waits for all of them. */
  loading: DiscountLoading;
  /** The totals block's overlay: the coupon call (not a code being weighed), the employee check, the loyalty call. */
  totalsLoading: boolean;
}

/** The cart's discounts (coupon; on the partner venue employee and loyalty) and the totals they make. */
export function useCartDiscounts(config: CartConfig): CartDiscounts {
  const cart = useCartStore(useShallow(selectTotalsCart));
  const employee = useEmployeeDiscount(config.menuId, config.orderMenu.menu_country);
  const loyalty = useLoyaltyDiscounts({ partner: config.partner, menu: config.orderMenu, catalogue: config.catalogue });
  const base = useMemo(
    () => cartTotalsBase({ menu: config.totalsMenu, catalogue: config.catalogue, cart, loyalty: loyalty.discounts }),
    [config.totalsMenu, config.catalogue, cart, loyalty.discounts],
  );
  const coupon = useCartCoupon(config.menuId, cartSubtotal(base.lines), config.fallbackCoupon);
  const totals = useMemo(() => computeTotals({ ...base, coupon: coupon.coupon }), [base, coupon.coupon]);
  const entry = useCouponEntry(config.menuId, coupon, base, config.fallbackCoupon);
  return {
    coupon,
    entry,
    employee,
    loyalty,
    totals,
    loading: {
      loadingCoupon: coupon.loading || entry.checking,
      loadingEmployeeDiscount: employee.loading,
      loadingIikoLoyaltyDiscounts: loyalty.loading,
    },
    totalsLoading: coupon.loading || employee.loading || loyalty.loading,
  };
}
