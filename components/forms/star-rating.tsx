import { useTranslations } from "next-intl";
import type { FormField } from "@/lib/api/schemas/form";
import { fieldLabel, starCount } from "@/lib/domain/form-field";
import { htmlToText } from "@/lib/domain/html-text";
import { describedBy, FieldDescription, FieldError, LabelText, type FieldIds } from "./field-frame";

export interface StarRatingProps {
  field: FormField;
  ids: FieldIds;
  /** The chosen number of stars as text; blank when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * A star rating (000 section 5: stars counted from the placeholder, step 1) as a radio group, so the
 * arrow keys move between stars; each star is read as "n stars".
 */
export function StarRating({ field, ids, value, onChange, error }: StarRatingProps) {
  const t = useTranslations("Form");
  const count = starCount(field);
  const chosen = Number(value) || 0;
  const description = htmlToText(field.description);
  return (
    <fieldset
      role="radiogroup"
      aria-required={field.required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(ids, description !== "", error)}
      className="flex flex-col gap-1"
    >
      <legend className="mb-1 font-bold">
        <LabelText label={fieldLabel(field)} required={field.required} />
      </legend>
      <FieldDescription ids={ids} text={description} />
      <div className="flex gap-1">
        {Array.from({ length: count }, (_, index) => {
          const stars = index + 1;
          return (
            <label
              key={stars}
              className="relative flex size-11 items-center justify-center rounded has-focus-visible:outline-2 has-focus-visible:outline-primary"
            >
              <input
                type="radio"
                name={ids.control}
                value={stars}
                checked={chosen === stars}
                aria-label={t("ratingStars", { n: stars })}
                onChange={() => onChange(String(stars))}
                // Transparent over its star: the whole star takes the click, the radio keeps the keyboard.
                className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none opacity-0"
              />
              <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-8 ${stars <= chosen ? "text-amber-500" : "text-black/30"}`}>
                <path fill="currentColor" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
              </svg>
            </label>
          );
        })}
      </div>
      <FieldError ids={ids} message={error} />
    </fieldset>
  );
}
