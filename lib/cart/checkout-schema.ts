import { z } from "zod";
import "@/lib/zod-config";
import { venueInstant } from "./order-payload-time";
import {
  checkCheckout,
  checkCheckoutField,
  type CheckoutField,
  type CheckoutProblem,
  type CheckoutRulesContext,
  type CheckoutValues,
} from "@/lib/domain/checkout-fields";

export interface CheckoutRulesSetting {
  /** The fields the checkout asks (lib/domain checkoutFields). */
  fields: readonly CheckoutField[];
  menuCountry: string | null;
  partner: boolean;
  /** The venue's time zone: the picked date-time is read in it. */
  timezone: string;
  /** The clock, read at each check: "minimum now" moves on while the guest fills the form. */
  now: () => number;
}

export const BLANK_CHECKOUT: CheckoutValues = {
  name: "",
  email: "",
  phone: "",
  carNumber: "",
  customDateTime: "",
  asSoonAsPossible: true,
  address: "",
  checkout_terms: false,
};

function rulesContext(setting: CheckoutRulesSetting, customDateTime: string): CheckoutRulesContext {
  return {
    menuCountry: setting.menuCountry,
    partner: setting.partner,
    now: setting.now(),
    chosenDateTime: customDateTime.trim() === "" ? null : venueInstant(customDateTime, setting.timezone),
  };
}

/** Every asked field's problem for these values (lib/domain checkCheckout): the form may be sent when empty. */
export function checkoutProblems(setting: CheckoutRulesSetting, values: CheckoutValues): Partial<Record<CheckoutField, CheckoutProblem>> {
  return checkCheckout(setting.fields, values, rulesContext(setting, values.customDateTime));
}

/**
 * The react-hook-form schema of the checkout: each asked field refined by lib/domain's
 * checkCheckoutField (001 section 5), the problem worded by `translate` (CheckoutValidation.*).
 * Fields not asked pass whatever they hold. The date-time is refined on the whole form: whether it is
 * checked at all depends on the "as soon as possible" choice beside it.
 */
export function buildCheckoutSchema(setting: CheckoutRulesSetting, translate: (problem: CheckoutProblem) => string) {
  const asked = new Set(setting.fields);
  function rule<T extends string | boolean>(field: CheckoutField, base: z.ZodType<T, T>) {
    return base.superRefine((value, context) => {
      if (!asked.has(field)) return;
      const values: CheckoutValues = { ...BLANK_CHECKOUT, [field]: value };
      const problem = checkCheckoutField(field, values, rulesContext(setting, values.customDateTime));
      if (problem) context.addIssue({ code: "custom", message: translate(problem) });
    });
  }
  return z
    .object({
      name: rule("name", z.string()),
      email: rule("email", z.string()),
      phone: rule("phone", z.string()),
      carNumber: rule("carNumber", z.string()),
      customDateTime: z.string(),
      asSoonAsPossible: z.boolean(),
      address: rule("address", z.string()),
      checkout_terms: rule("checkout_terms", z.boolean()),
    })
    .superRefine((values, context) => {
      if (!asked.has("customDateTime")) return;
      const problem = checkCheckoutField("customDateTime", { ...BLANK_CHECKOUT, ...values }, rulesContext(setting, values.customDateTime));
      if (problem) context.addIssue({ code: "custom", path: ["customDateTime"], message: translate(problem) });
    });
}
