import { useTranslations } from "next-intl";
import { useId } from "react";
import { inputClass } from "@/components/ui/input";
import { ORDER_COMMENTS_INPUT_MAX } from "@/lib/api/schemas/limits";
import { useCartStore } from "@/components/cart/cart-store-provider";

/** 001 section 5: "Order comments: free multiline text", kept in the cart (orderComments). */
export function OrderComments() {
  const t = useTranslations("Cart");
  const id = useId();
  const value = useCartStore((state) => state.orderComments);
  const setOrderComments = useCartStore((state) => state.setOrderComments);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {t("orderComments")}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={ORDER_COMMENTS_INPUT_MAX}
        value={value}
        onChange={(event) => setOrderComments(event.target.value)}
        placeholder={t("orderCommentsPlaceholder")}
        className={inputClass()}
      />
    </div>
  );
}
