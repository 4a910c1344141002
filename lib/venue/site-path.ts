/**
 * The internal segments the proxy rewrites every page to: `/{licence}/{origin}/{lang}/...` under
 * app/[licence]/[origin]/[lang]. Pages are cached by path, so the licence (whose menu) and the public
 * origin (whose absolute links) are in it; the origin is base64url, a segment without dots or slashes.
 * The proxy prefixes every page request, so a path naming another licence never reaches these routes.
 */
export function encodeOriginSegment(origin: string): string {
  return btoa(origin).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

const ORIGIN = /^https?:\/\/[a-z0-9.:[\]-]+$/;

/** The origin a segment names, or null when it is not one the proxy wrote. */
export function decodeOriginSegment(segment: string): string | null {
  try {
    const origin = atob(decodeURIComponent(segment).replaceAll("-", "+").replaceAll("_", "/"));
    return ORIGIN.test(origin) ? origin : null;
  } catch {
    return null;
  }
}

/** The licence segment of a host without a licence (000 section 8: licence none). */
export const UNLICENSED_SEGMENT = "none";

/**
 * The segment of a host whose venue could not be asked (the venue API down or answering 5xx): no
 * licence can be spelt so, and the proxy serves its error screen, never a cached page (000 section 4).
 */
export const UNAVAILABLE_SEGMENT = "~unavailable";

const LICENCE = /^[A-Za-z0-9_-]{1,64}$/;

/** A licence as a path segment: one the API could answer for, else none. */
export function licenceSegment(licence: string): string {
  return LICENCE.test(licence) ? licence : UNLICENSED_SEGMENT;
}
