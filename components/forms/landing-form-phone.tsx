import { normalisePhone } from "@/lib/domain/phone";
import { LandingFormView, type LandingFormProps } from "./landing-form-view";

/** A landing form with a phone field, and the reader that checks it (libphonenumber-js). */
export function LandingFormWithPhone(props: LandingFormProps) {
  return <LandingFormView {...props} readPhone={normalisePhone} />;
}
