"use client";

import { Providers } from "@/components/providers";
import { LandingFormView, type LandingFormProps } from "./landing-form-view";

/** The landing form with the session's React Query client (its submission): the landing page has none. */
export function LandingFormLoaded(props: LandingFormProps) {
  return (
    <Providers>
      <LandingFormView {...props} />
    </Providers>
  );
}
