import { useTranslations } from "next-intl";
import { useId } from "react";
import { Link } from "@/i18n/navigation";
import type { DeliveryLocationStrip as StripState } from "@/lib/domain/checkout-visibility";
import type { DeliveryAddressDetails } from "@/lib/cart/types";

type Props = { state: StripState; formattedAddress: string; details: DeliveryAddressDetails };

const LINK =
  "inline-flex min-h-11 items-center justify-center rounded border border-header-bg px-4 font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

/**
 * The cart's delivery-location strip (001 section 2): 'Set Delivery Location' without a confirmed
 * address, otherwise the address with an Edit button; both open /{lang}/delivery-location/.
 */
export function DeliveryLocationStrip({ state, formattedAddress, details }: Props) {
  const t = useTranslations("DeliveryLocation");
  const addressId = useId();
  if (state === "hidden") return null;
  if (state === "setLocation") {
    return (
      <Link href="/delivery-location/" className={LINK}>
        {t("setDeliveryLocation")}
      </Link>
    );
  }
  const extra = [details.flat_no, details.building_premise, details.area_street, details.landmark]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
  return (
    <section aria-labelledby={`${addressId}-title`} className="flex items-start gap-3 rounded-lg bg-card-bg p-3 shadow-sm">
      <div id={addressId} className="min-w-0 flex-1 text-sm">
        <h2 id={`${addressId}-title`} className="font-bold">
          {t("title")}
        </h2>
        <p>{formattedAddress}</p>
        {extra && <p>{extra}</p>}
      </div>
      <Link href="/delivery-location/" aria-describedby={addressId} className={LINK}>
        {t("edit")}
      </Link>
    </section>
  );
}
