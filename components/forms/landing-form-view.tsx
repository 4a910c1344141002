import { useTranslations } from "next-intl";
import { useHydrated } from "@/components/cart/use-hydrated";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { MenuForm } from "@/lib/api/schemas/form";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { PhoneReader } from "@/lib/domain/form-validation";
import type { ParagraphHtml } from "@/lib/forms/paragraph-html";
import { addSubmittedForm, readCookieValue, submittedFormsCookie, submittedFormsCookieName } from "@/lib/forms/submitted-forms";
import { FormRenderer } from "./form-renderer";

export type LandingFormProps = {
  form: MenuForm;
  paragraphs: ParagraphHtml;
  lang: LanguageCode;
  /** menu_country, for phone numbers. */
  country: string | null;
  licence: string;
};

/** Remembers the submission in the cookie the landing reads on the server, so the form is not shown again. */
function rememberSubmitted(licence: string, formId: number) {
  const current = readCookieValue(document.cookie, submittedFormsCookieName(licence));
  document.cookie = submittedFormsCookie(licence, addSubmittedForm(current, formId), window.location.protocol === "https:");
}

/**
 * The landing screen's form (000 section 2): a form flagged display_on_menu_load and not yet submitted
 * stands where Open Menu would be; after a successful submission Open Menu shows under the message.
 * It sends only feedback_id and submission.
 */
export function LandingFormView({
  form,
  paragraphs,
  lang,
  country,
  licence,
  readPhone,
}: LandingFormProps & { readPhone: PhoneReader | null }) {
  const t = useTranslations("Landing");
  const hydrated = useHydrated();
  return (
    <section
      aria-label={form.name}
      className="w-full max-w-md rounded-lg p-4 text-start text-text shadow-lg"
      style={{ backgroundColor: "var(--color-feedback-bg, #ffffff)" }}
    >
      {/* Its code loads after the page's: until it runs, typing would be lost to hydration, so the fields wait. */}
      <fieldset disabled={!hydrated} className="m-0 min-w-0 border-0 p-0">
        <FormRenderer
          form={form}
          paragraphs={paragraphs}
          country={country}
          readPhone={readPhone}
          lang={lang}
          canSubmit
          origin={null}
          onSubmitted={() => rememberSubmitted(licence, form.id)}
          continueAction={
            <Link href="/home/" className={buttonClass({ size: "lg" })}>
              {t("openMenu")}
            </Link>
          }
        />
      </fieldset>
    </section>
  );
}
