import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useNumberingSystem } from "@/components/numbering-provider";
import type { LanguageCode } from "@/lib/api/schemas/language";
import { useOrderPush, type PushVenue } from "./use-order-push";

export interface OrderPushProps {
  lang: LanguageCode;
  uuid: string;
  venue: PushVenue;
  /** The venue's enable_push_every_status_change: every step is pushed, not only the order's end. */
  everyChange: boolean;
}

/**
 * "Tell me when it's ready" (issue 29, beyond the specification): web push of the order's status,
 * offered only where the browser supports it, asked for on the guest's tap, never on load. The caller
 * shows it only while the order is open. A declined permission leaves a quiet note.
 */
export function OrderPush({ lang, uuid, venue, everyChange }: OrderPushProps) {
  const t = useTranslations("OrderPush");
  const numbering = useNumberingSystem();
  const { phase, note, turnOn, turnOff } = useOrderPush({ lang, uuid, venue, numbering });
  if (phase === "unsupported" || phase === "ended") return null;
  const on = phase === "on" || phase === "turning-off";
  const busy = phase === "turning-on" || phase === "turning-off";

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      {on && <p>{t(everyChange ? "on" : "onReady")}</p>}
      <Button variant="secondary" disabled={busy} aria-busy={busy} onClick={() => void (on ? turnOff() : turnOn())}>
        {on ? t("off") : t("ask")}
      </Button>
      <p role="status" aria-live="polite" className="w-full text-xs opacity-80">
        {note && t(note)}
      </p>
    </div>
  );
}
