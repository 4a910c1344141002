import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { SubmitButtonState } from "@/lib/domain/submit-button";

/**
 * The submit button (001 section 4): SUBMIT ORDER, PAY NOW, SUBMITTING or REDIRECTING ...; the
 * WhatsApp-styled order button replaces it where WhatsApp ordering is on and the guest sends it.
 */
/** `amount`: the total about to be paid, shown beside PAY NOW so the guest sees what they commit to. */
export function SubmitOrderButton({ state, amount = null }: { state: SubmitButtonState; amount?: string | null }) {
  const t = useTranslations("Checkout");
  const busy = state.label === "submitting" || state.label === "redirecting";
  const label = state.whatsapp && !busy ? t("whatsappOrder") : t(state.label);
  return (
    <Button
      type="submit"
      disabled={state.disabled}
      aria-busy={busy || undefined}
      variant={state.whatsapp ? "whatsapp" : "primary"}
      size="lg"
      full
    >
      {state.whatsapp && <WhatsappIcon />}
      {label}
      {state.label === "payNow" && !state.whatsapp && amount && <bdi>{amount}</bdi>}
    </Button>
  );
}

function WhatsappIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3a.5.5 0 0 0 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.7-1.2 2.2 2.2 0 0 0 .2-1.2c-.1-.1-.3-.2-.5-.3Z" />
    </svg>
  );
}
