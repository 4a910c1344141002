import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Sheet } from "@/components/ui/sheet";

/**
 * 001 section 8: a location outside every delivery zone raises the alert 'We're not there yet',
 * offering another location or pickup, with 'Change Location' back to the map.
 */
export function NotThereYetDialog({ onChangeLocation }: { onChangeLocation: () => void }) {
  const t = useTranslations("DeliveryLocation");
  const titleId = useId();
  return (
    <Sheet open portal onClose={onChangeLocation} aria-labelledby={titleId}>
      <div role="alert" className="flex flex-col gap-3 p-4">
        <h2 id={titleId} className="font-title text-lg font-bold">
          {t("notThereYetTitle")}
        </h2>
        <p>{t("notThereYetBody")}</p>
        <Button data-autofocus onClick={onChangeLocation} className="self-end">
          {t("changeLocation")}
        </Button>
      </div>
    </Sheet>
  );
}
