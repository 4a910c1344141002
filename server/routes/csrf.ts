import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../deps";
import { requestHostOf } from "./venue-scope";

const STATE_CHANGING = new Set(["POST", "PATCH", "PUT", "DELETE"]);

/**
 * The sandbox gateway's hosted page answers Pay or Decline with a plain HTML form post
 * (application/x-www-form-urlencoded), from its own page on the venue's host.
 */
const FORM_POSTS = /\/sandbox\/pay\/[^/]+\/?$/;

/** The media type of a Content-Type header, lower case without parameters ("" when absent). */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** The host of an Origin header, null for "null" or anything that is not an http(s) origin. */
export function originHost(origin: string): string | null {
  if (!URL.canParse(origin)) return null;
  const url = new URL(origin);
  return url.protocol === "http:" || url.protocol === "https:" ? url.host.toLowerCase() : null;
}

/** The request's venue host, and PUBLIC_URL's host: the configured address of the guest app. */
function allowedHosts(publicUrl: string | null, host: string): string[] {
  const configured = publicUrl ? originHost(publicUrl) : null;
  return configured ? [host, configured] : [host];
}

/**
 * CSRF (issue 10 item 15). A cross-site page can post a form (text/plain, urlencoded, multipart)
 * without a preflight, but not application/json: state-changing calls take JSON only (415). And a
 * browser names the page that sent a call in Origin: when present it must be this request's venue
 * host (403). Both before any route runs, so a refused call writes nothing.
 */
export function csrfGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined && !allowedHosts(c.get("deps").settings.publicUrl, requestHostOf(c)).includes(originHost(origin) ?? "")) {
      return c.json({ detail: "Cross-origin request refused: the calling page is not on this venue's address." }, 403);
    }
    if (!FORM_POSTS.test(new URL(c.req.url).pathname) && mediaTypeOf(c.req.header("content-type")) !== "application/json") {
      return c.json({ detail: "Content-Type must be application/json." }, 415);
    }
    return next();
  };
}
