import { LandingFormView, type LandingFormProps } from "./landing-form-view";

/** A landing form without a phone field: no phone reader (libphonenumber-js) is loaded. */
export function LandingFormWithoutPhone(props: LandingFormProps) {
  return <LandingFormView {...props} readPhone={null} />;
}
