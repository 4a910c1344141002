"use client";

import dynamic from "next/dynamic";
import { hasPhoneField } from "@/lib/domain/form-field";
import type { LandingFormProps } from "./landing-form-view";

/**
 * The landing form, loaded on demand: the form renderer with its validation (react-hook-form, the
 * zod schema of the form's fields) is a chunk of its own that a
 * landing without a form never loads, where a static import put it in the landing page's scripts for
 * every venue (issue 13 item 3). The phone reader (libphonenumber-js, the largest part) comes only
 * with a form that has a phone field. Still rendered on the server, so the form is in the HTML.
 */
const WithoutPhone = dynamic(() => import("./landing-form-loaded").then((module) => module.LandingFormWithoutPhone));
const WithPhone = dynamic(() => import("./landing-form-phone").then((module) => module.LandingFormWithPhone));

export function LandingForm(props: LandingFormProps) {
  return hasPhoneField(props.form.form_data) ? <WithPhone {...props} /> : <WithoutPhone {...props} />;
}
