import { z } from "zod";
import "@/lib/zod-config";
import { flag, id, list, optionalDecimal, text } from "./common";
import { tolerantShape } from "./tolerant";

/**
 * Feedback form field as the form builder stores it (000 section 3). `type` stays open text: a field
 * type the renderer does not know is skipped there, rather than failing the whole menu here.
 */
export const FORM_FIELD_TYPES = [
  "text",
  "textarea",
  "number",
  "select",
  "radio-group",
  "checkbox-group",
  "checkbox",
  "date",
  "header",
  "paragraph",
  "starRating",
  "hidden",
] as const;

const builderBoolean = z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")]);

/** The builder writes some flags as "true"/"false" text. */
const builderFlag = builderBoolean.nullish().transform((value) => value ?? false);

export const formFieldOption = z.object(
  tolerantShape(
    {
      label: text(),
      value: z.union([z.string(), z.number().transform((value) => String(value))]),
      selected: builderFlag,
    },
    ["value"],
  ),
);

export const formField = z.object(
  tolerantShape(
    {
      type: z.string().min(1),
      subtype: text(),
      name: text(),
      label: text(),
      placeholder: text(),
      description: text(),
      required: builderFlag,
      maxlength: optionalDecimal,
      rows: optionalDecimal,
      min: optionalDecimal,
      max: optionalDecimal,
      step: optionalDecimal,
      values: list(formFieldOption),
      multiple: builderFlag,
      inline: builderFlag,
      other: builderFlag,
      toggle: builderFlag,
      /** The builder's preset value (hidden fields send it as their answer). */
      value: z
        .union([z.string(), z.number().transform((value) => String(value))])
        .nullish()
        .transform((value) => value ?? ""),
    },
    ["type"],
  ),
);

/**
 * form_data arrives as a list, or as the builder's JSON text of that list. The text is read first, so a
 * field's problem is reported at its own path (and, read tolerantly, repaired there).
 */
export const formData = z.preprocess(
  (value: FormFieldInput[] | string | null | undefined, context): unknown => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value);
    } catch {
      context.addIssue({ code: "custom", message: "form_data is not valid JSON" });
      return z.NEVER;
    }
  },
  z
    .array(formField)
    .nullish()
    .transform((fields) => fields ?? []),
);

/** A form as listed in the menu data. */
export const menuForm = z.object(
  tolerantShape(
    {
      id,
      name: text(),
      enable: flag(),
      enable_geofence: flag(),
      display_on_menu_load: flag(),
      form_data: formData,
    },
    ["id"],
  ),
);

/**
 * Answer of GET /{lang}/api/feedback/{formId}/. `paragraph_html`: the paragraphs' HTML sanitised by
 * the guest app's server on the way to the browser (lib/forms/form-html-answers.ts), by position.
 */
export const formDefinition = menuForm.extend({ paragraph_html: z.record(z.string(), z.string()).catch({}).optional() });

export type FormFieldOption = z.output<typeof formFieldOption>;
export type FormField = z.output<typeof formField>;
export type FormFieldInput = z.input<typeof formField>;
export type MenuForm = z.output<typeof menuForm>;
export type FormDefinition = z.output<typeof formDefinition>;
