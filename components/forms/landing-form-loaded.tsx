"use client";

import { Providers } from "@/components/providers";
import type { PhoneReader } from "@/lib/domain/form-validation";
import { LandingFormView, type LandingFormProps } from "./landing-form-view";

/** The landing form with the session's React Query client (its submission): the landing page has none. */
export function LandingFormLoaded(props: LandingFormProps & { readPhone: PhoneReader | null }) {
  return (
    <Providers>
      <LandingFormView {...props} />
    </Providers>
  );
}

/** A landing form without a phone field: no phone reader (libphonenumber-js) is loaded. */
export function LandingFormWithoutPhone(props: LandingFormProps) {
  return <LandingFormLoaded {...props} readPhone={null} />;
}
