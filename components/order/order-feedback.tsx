import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { FormLoading } from "@/components/forms/form-loading";
import { Button } from "@/components/ui/button";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { OrderFeedbackForm as Feedback } from "./feedback-form";

function Loading() {
  const t = useTranslations("Form");
  return <FormLoading label={t("loading")} />;
}

const OrderFeedbackForm = dynamic(() => import("./order-feedback-form").then((module) => module.OrderFeedbackForm), {
  loading: Loading,
});

/**
 * 001 section 2 Order: the venue's feedback form on the order screen, collapsed under its name until
 * the guest opens it, then submitted in place. Closing only hides it: answers and the thank-you stay.
 */
export function OrderFeedback({ feedback, lang }: { feedback: Feedback; lang: LanguageCode }) {
  // The place the guest came from, as the form screen sends it (the form is never geofenced here).
  const label = useCartStore((state) => state.orderLocation);
  const type = useCartStore((state) => state.orderLocationType);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panel = useId();
  const toggle = () => {
    setOpen(!open);
    setOpened(true);
  };
  return (
    <section aria-label={feedback.form.name} className="flex flex-col gap-3">
      <Button aria-expanded={open} aria-controls={panel} onClick={toggle} variant="secondary">
        {feedback.form.name}
      </Button>
      <div id={panel} hidden={!open} className="rounded-lg p-4 shadow-sm" style={{ backgroundColor: "var(--color-feedback-bg, #ffffff)" }}>
        {opened && <OrderFeedbackForm feedback={feedback} lang={lang} origin={{ label, type, location: null }} />}
      </div>
    </section>
  );
}
