import { useTranslations } from "next-intl";
import { useId, useMemo, type ReactNode } from "react";
import { Controller, useForm, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { useNumberingSystem } from "@/components/numbering-provider";
import { Button } from "@/components/ui/button";
import type { FormField, MenuForm } from "@/lib/api/schemas/form";
import type { LanguageCode } from "@/lib/api/schemas/language";
import { fieldKind } from "@/lib/domain/form-field";
import type { PhoneReader } from "@/lib/domain/form-validation";
import { buildFormResolver } from "@/lib/forms/form-schema";
import { defaultValues, fieldKey, formEntries, type FormValues } from "@/lib/forms/form-values";
import type { ParagraphHtml } from "@/lib/forms/paragraph-html";
import { submissionAnswers } from "@/lib/forms/submission-answers";
import { submissionPayloadFor, type SubmissionOrigin } from "@/lib/forms/submission-payload";
import { validationMessage } from "@/lib/forms/validation-message";
import { asChoice } from "./choice-value";
import { ChoiceField } from "./choice-field";
import { fieldIds } from "./field-frame";
import { FormContent } from "./form-content";
import { FormSuccess } from "./form-success";
import { StarRating } from "./star-rating";
import { TextLikeField } from "./text-fields";
import { ToggleField } from "./toggle-field";
import { useSubmitFeedback } from "./use-submit-feedback";

export interface FormRendererProps {
  form: Pick<MenuForm, "id" | "form_data">;
  /** Sanitised paragraph HTML by position in form_data (lib/forms/paragraph-html.ts, on the server). */
  paragraphs: ParagraphHtml;
  /** menu_country: phone numbers are checked for it. */
  country: string | null;
  /** lib/domain/phone.ts's normalisePhone where the form has a phone field; null where it has none. */
  readPhone: PhoneReader | null;
  lang: LanguageCode;
  /** False while something outside the form holds it back (the location gate). */
  canSubmit: boolean;
  /** Origin fields of the payload; null sends only feedback_id and submission (the landing variant). */
  origin: SubmissionOrigin | null;
  /** The link shown under the server's message after a successful submission. */
  continueAction: ReactNode;
  onSubmitted?: () => void;
}

/**
 * A feedback form (000 sections 2, 3 and 5): every field type, validated on every change by lib/domain's
 * rules, submitted when valid; after a 201 the success view replaces it, after a failure the message
 * shows under the button and every answer stays.
 */
export function FormRenderer({
  form,
  paragraphs,
  country,
  readPhone,
  lang,
  canSubmit,
  origin,
  continueAction,
  onSubmitted,
}: FormRendererProps) {
  const t = useTranslations("Form");
  const tv = useTranslations("FormValidation");
  const base = useId();
  const digits = useNumberingSystem();
  const entries = useMemo(() => formEntries(form.form_data), [form.form_data]);
  const resolver = useMemo(
    () =>
      buildFormResolver(
        entries,
        country,
        (problem) => {
          const { key, values } = validationMessage(problem, digits);
          return tv(key, values);
        },
        readPhone,
      ),
    [entries, country, tv, readPhone, digits],
  );
  const { control, register, handleSubmit, formState } = useForm<FormValues>({
    mode: "onChange",
    resolver,
    defaultValues: defaultValues(entries),
  });
  const submission = useSubmitFeedback(lang, onSubmitted);

  if (submission.isSuccess)
    return <FormSuccess message={submission.data.message} messageHtml={submission.data.message_html} action={continueAction} />;

  const submit = handleSubmit((values) => {
    const answers = submissionAnswers(entries, values, country, readPhone);
    if (answers) submission.mutate(submissionPayloadFor(form.id, answers, origin));
  });
  const disabled = !formState.isValid || submission.isPending || !canSubmit;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {form.form_data.map((field, index) => (
        <FieldView
          key={index}
          field={field}
          name={fieldKey(index)}
          base={base}
          html={paragraphs[index]}
          control={control}
          register={register}
          errors={formState.errors}
        />
      ))}
      <div className="flex flex-col gap-2">
        <Button type="submit" disabled={disabled} variant="feedback" size="lg">
          {submission.isPending ? t("submitting") : t("submit")}
        </Button>
        {submission.isError && (
          <p role="alert" className="font-medium text-[#b00020]">
            {t("submissionError")}
          </p>
        )}
      </div>
    </form>
  );
}

type FieldViewProps = {
  field: FormField;
  name: string;
  base: string;
  html: string | undefined;
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
};

function FieldView({ field, name, base, html, control, register, errors }: FieldViewProps) {
  const kind = fieldKind(field);
  if (kind === "content") return <FormContent field={field} html={html} />;
  if (kind === "unknown" || field.name === "") return null;
  if (kind === "hidden") return <input type="hidden" {...register(name)} />;
  const ids = fieldIds(base, name);
  const error = errors[name]?.message;
  if (kind === "text" || kind === "number" || kind === "date") {
    return <TextLikeField field={field} ids={ids} registration={register(name)} error={error} />;
  }
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange } }) => {
        if (kind === "choice") return <ChoiceField field={field} ids={ids} value={asChoice(value)} onChange={onChange} error={error} />;
        if (kind === "toggle") return <ToggleField field={field} ids={ids} value={value === true} onChange={onChange} error={error} />;
        return <StarRating field={field} ids={ids} value={typeof value === "string" ? value : ""} onChange={onChange} error={error} />;
      }}
    />
  );
}
