import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { LocationAddress, LocationPhase } from "./location-flow";

type Props = {
  phase: LocationPhase;
  address: LocationAddress | null;
  /** The maps services answer: confirming needs the address they look up. */
  ready: boolean;
  onConfirm: () => void;
  onChange: () => void;
};

/**
 * The confirm card (001 section 2): the pin's address with Confirm Location; while the zone is
 * checked the button reads 'Confirming location…'; once confirmed, the address with Change.
 */
export function ConfirmCard({ phase, address, ready, onConfirm, onChange }: Props) {
  const t = useTranslations("DeliveryLocation");
  const common = useTranslations("Common");
  const confirmed = phase === "confirmed";
  return (
    <section aria-labelledby="delivery-confirm-title" aria-busy={phase === "confirming"} className="flex flex-col gap-2">
      <h2 id="delivery-confirm-title" className="sr-only">
        {t("title")}
      </h2>
      <div className="flex items-start gap-2">
        {confirmed && (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="mt-0.5 size-5 shrink-0 text-green-700"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          >
            <path d="M5 12l5 5L20 7" />
          </svg>
        )}
        <p className="min-w-0 flex-1" aria-live="polite">
          {confirmed && <span className="sr-only">{t("locationConfirmed")}: </span>}
          {address ? (
            <span className="font-medium">{address.formattedAddress}</span>
          ) : (
            <span className="text-black/70">{common("loading")}</span>
          )}
        </p>
      </div>
      {confirmed ? (
        <Button onClick={onChange} variant="secondary" className="self-start">
          {t("change")}
        </Button>
      ) : (
        <Button onClick={onConfirm} disabled={phase === "confirming" || !address || !ready}>
          {phase === "confirming" ? t("confirming") : t("confirmLocation")}
        </Button>
      )}
    </section>
  );
}
