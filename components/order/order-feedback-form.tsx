import { FormRenderer } from "@/components/forms/form-renderer";
import type { LanguageCode } from "@/lib/api/schemas/language";
import { hasPhoneField } from "@/lib/domain/form-field";
import { normalisePhone } from "@/lib/domain/phone";
import type { SubmissionOrigin } from "@/lib/forms/submission-payload";
import type { OrderFeedbackForm as Feedback } from "./feedback-form";

/** The renderer and its validation, a chunk the order screen loads only when the guest opens the form. */
export function OrderFeedbackForm({ feedback, lang, origin }: { feedback: Feedback; lang: LanguageCode; origin: SubmissionOrigin }) {
  const { form, paragraphs, country } = feedback;
  return (
    <FormRenderer
      form={form}
      paragraphs={paragraphs}
      country={country}
      readPhone={hasPhoneField(form.form_data) ? normalisePhone : null}
      lang={lang}
      canSubmit
      origin={origin}
      // The guest stays on the order screen, whose buttons are right below.
      continueAction={null}
    />
  );
}
