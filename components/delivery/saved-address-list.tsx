import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { SavedAddress } from "@/lib/cart/types";

/** The saved addresses (the most recent 5, 001 section 9), newest first; picking one places the pin there. */
export function SavedAddressList({ addresses, onPick }: { addresses: readonly SavedAddress[]; onPick: (address: SavedAddress) => void }) {
  const t = useTranslations("DeliveryLocation");
  if (addresses.length === 0) return null;
  return (
    <section aria-labelledby="delivery-saved-title" className="flex flex-col gap-2">
      <h2 id="delivery-saved-title" className="text-sm font-bold">
        {t("savedAddresses")}
      </h2>
      <ul className="flex flex-col gap-2">
        {addresses.map((address) => {
          const details = [address.flat_no, address.building_premise, address.area_street, address.landmark].filter(Boolean).join(", ");
          return (
            <li key={address.uuid}>
              <Button
                variant="secondary"
                full
                onClick={() => onPick(address)}
                className="flex-col items-start gap-0 border border-black/20 px-3 text-start font-normal"
              >
                <span className="font-medium">{address.formatted_address}</span>
                {details && <span className="text-sm">{details}</span>}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
