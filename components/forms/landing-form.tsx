"use client";

import dynamic from "next/dynamic";
import type { LandingFormProps } from "./landing-form-view";

/**
 * The landing form, loaded on demand: the form renderer with its validation (react-hook-form, the
 * zod schema of the form's fields, React Query for the submission) is a chunk of its own that a landing without a form never loads,
 * where a static import put it in the landing page's scripts for every venue (issue 13 item 3).
 * Still rendered on the server, so the form is in the HTML.
 */
const LandingFormView = dynamic(() => import("./landing-form-loaded").then((module) => module.LandingFormLoaded));

export function LandingForm(props: LandingFormProps) {
  return <LandingFormView {...props} />;
}
