import "server-only";
import { headers } from "next/headers";

export { UNLICENSED_SEGMENT as UNLICENSED } from "./site-path";

/**
 * The host the guest asked for, as the custom-domain call expects it (no port). Only for calls about a
 * guest's own order or payment, which are never cached; catalogue pages take the licence from the
 * path the proxy rewrote to (proxy.ts, lib/venue/site-resolver.ts).
 */
export async function requestHost(): Promise<string> {
  const list = await headers();
  const host = list.get("x-forwarded-host") ?? list.get("host") ?? "localhost";
  return host.split(",")[0]?.trim().toLowerCase() ?? "localhost";
}

/** The guest's address as the front server settled it (the request's only X-Forwarded-For); null without one. */
export async function requestClientAddress(): Promise<string | null> {
  return (await headers()).get("x-forwarded-for")?.split(",")[0]?.trim() || null;
}
