"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { notFound } from "next/navigation";
import { useEffect } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { LocationGatePanel } from "@/components/location/location-gate-panel";
import { useLocationGate } from "@/components/location/use-location-gate";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { browserApi } from "@/lib/api/browser";
import { isApiError } from "@/lib/api/errors";
import type { MenuForm } from "@/lib/api/schemas/form";
import type { LanguageCode } from "@/lib/api/schemas/language";
import { normalisePhone } from "@/lib/domain/phone";
import type { ParagraphHtml } from "@/lib/forms/paragraph-html";
import { FormLoading } from "./form-loading";
import { FormRenderer } from "./form-renderer";
import { AnalyticsEvent } from "@/components/shell/analytics-event";
import type { TrackingIds } from "@/lib/analytics/events";

/** 000 section 9: the form screen's page background. */
export const FORM_SCREEN_BACKGROUND = "#efefef";

export interface FormScreenVenue {
  lang: LanguageCode;
  licence: string;
  menuId: number;
  /** menu_country, for phone numbers; null when the menu has none. */
  country: string | null;
  /** The venue's tracking ids: info_form_view goes to each. */
  trackingIds: TrackingIds;
  /** "venue name | site name": the page title of a fetched form is "form name | " this. */
  titleSuffix: string;
}

type Props = {
  venue: FormScreenVenue;
  formId: number;
  /** The form from the menu's forms; null when the browser must fetch it. */
  form: MenuForm | null;
  paragraphs: ParagraphHtml;
};

/** The form screen (/{lang}/form/{id}, 000 section 2). */
export function FormScreen({ venue, formId, form, paragraphs }: Props) {
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6">
      {/* The whole page is #efefef while the form shows: a plain <style> is in the server's HTML (no
          flash) and leaves with the screen, giving the page its own colour back. */}
      <style>{`body{background-color:${FORM_SCREEN_BACKGROUND}}`}</style>
      {form ? <LoadedForm venue={venue} form={form} paragraphs={paragraphs} /> : <FetchedForm venue={venue} formId={formId} />}
    </main>
  );
}

/**
 * A form the menu does not list, fetched by the browser; the fetch is cancelled when the guest leaves
 * (React Query aborts the signal of a query nobody watches). A failure is only logged (000 section 8).
 */
function FetchedForm({ venue, formId }: { venue: FormScreenVenue; formId: number }) {
  const t = useTranslations("Form");
  const query = useQuery({
    queryKey: ["feedback-form", venue.lang, formId],
    queryFn: ({ signal }) => browserApi().getFeedbackForm(venue.lang, formId, { signal }),
    retry: false,
  });
  const unknown = query.isError && isApiError(query.error) && query.error.status === 404;
  useEffect(() => {
    if (query.isError && !unknown) console.error("form load failed", query.error);
  }, [query.isError, query.error, unknown]);
  useEffect(() => {
    if (query.data?.enable) document.title = `${query.data.name} | ${venue.titleSuffix}`;
  }, [query.data, venue.titleSuffix]);

  if (query.isPending) return <FormLoading label={t("loading")} />;
  if (unknown || (query.isSuccess && !query.data.enable)) notFound();
  if (query.isError) return null;
  return <LoadedForm venue={venue} form={query.data} paragraphs={query.data.paragraph_html ?? {}} />;
}

/**
 * The form itself, behind the location gate when it has enable_geofence: the fields show once the gate
 * allows proceeding. They stay mounted (hidden) if the gate closes again, so no answer is lost.
 */
function LoadedForm({ venue, form, paragraphs }: { venue: FormScreenVenue; form: MenuForm; paragraphs: ParagraphHtml }) {
  const t = useTranslations("Form");
  const gate = useLocationGate({ enabled: form.enable_geofence, lang: venue.lang, menuId: venue.menuId });
  const orderLocation = useCartStore((state) => state.orderLocation);
  const orderLocationType = useCartStore((state) => state.orderLocationType);
  return (
    <>
      <AnalyticsEvent
        licence={venue.licence}
        ids={venue.trackingIds}
        event={{ event: "info_form_view", page_name: form.name, page_id: form.id }}
      />
      <h1 className="font-title text-[length:var(--font-size-feedback-title,1.5rem)] text-feedback-title">{form.name}</h1>
      <LocationGatePanel gate={gate} enabled={form.enable_geofence} />
      <div hidden={!gate.canProceed} className="rounded-lg p-4 shadow-sm" style={{ backgroundColor: "var(--color-feedback-bg, #ffffff)" }}>
        <FormRenderer
          form={form}
          paragraphs={paragraphs}
          country={venue.country}
          readPhone={normalisePhone}
          lang={venue.lang}
          canSubmit={gate.canProceed}
          origin={{ label: orderLocation, type: orderLocationType, location: gate.state.position }}
          continueAction={
            <Link href="/home/" className={buttonClass({ size: "lg" })}>
              {t("backToMenu")}
            </Link>
          }
        />
      </div>
    </>
  );
}
