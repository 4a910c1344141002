import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { env } from "@/lib/config/env";
import { CUSTOM_DOMAINS_TAG, MENU_FRESHNESS_SECONDS, serverApi } from "./api";

export const UNLICENSED = "none";

/** The host the guest asked for, as the custom-domain call expects it (no port). */
export async function requestHost(): Promise<string> {
  const list = await headers();
  const host = list.get("x-forwarded-host") ?? list.get("host") ?? "localhost";
  return host.split(",")[0]?.trim().toLowerCase() ?? "localhost";
}

/** The guest's address as the front server settled it (the request's only X-Forwarded-For); null without one. */
export async function requestClientAddress(): Promise<string | null> {
  return (await headers()).get("x-forwarded-for")?.split(",")[0]?.trim() || null;
}

/**
 * The venue's licence: DEFAULT_LICENSE, else the custom-domain call for the host. A failed lookup
 * means no licence (000 section 8: custom-domain failure sets licence none).
 */
export const resolveLicence = cache(async (): Promise<string> => {
  if (env.defaultLicense) return env.defaultLicense;
  const host = (await requestHost()).replace(/:\d+$/, "");
  try {
    const answer = await serverApi().getCustomDomain(host, { next: { revalidate: MENU_FRESHNESS_SECONDS, tags: [CUSTOM_DOMAINS_TAG] } });
    return answer.license || UNLICENSED;
  } catch {
    return UNLICENSED;
  }
});
