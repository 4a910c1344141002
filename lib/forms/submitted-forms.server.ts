import "server-only";
import { cookies } from "next/headers";
import { parseSubmittedForms, submittedFormsCookieName } from "./submitted-forms";

/** The ids of the forms this browser has submitted at the venue (the landing decides with it). */
export async function readSubmittedForms(licence: string): Promise<ReadonlySet<number>> {
  const store = await cookies();
  return new Set(parseSubmittedForms(store.get(submittedFormsCookieName(licence))?.value));
}
