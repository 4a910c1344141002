"use client";

import { useTranslations } from "next-intl";
import { FormLoading } from "@/components/forms/form-loading";

/**
 * A spinner and the title Loading while the form screen loads (000 section 2), its word from the
 * layout's client messages (Form is a client namespace).
 */
export default function Loading() {
  const t = useTranslations("Form");
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-6">
      <FormLoading label={t("loading")} />
    </main>
  );
}
