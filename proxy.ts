import { NextResponse, type NextRequest } from "next/server";
import { chooseLanguage, DEFAULT_LANGUAGE, isLanguage, languageFromPath, withLanguagePrefix, type Language } from "@/lib/domain/language";
import { LANGUAGE_COOKIE } from "@/i18n/routing";
import { parseSubmittedForms, submittedFormsCookieName } from "@/lib/forms/submitted-forms";
import { publicUrl } from "@/lib/config/settings";
import { encodeOriginSegment, UNAVAILABLE_SEGMENT, UNLICENSED_SEGMENT } from "@/lib/venue/site-path";
import { locationLinkRedirect } from "@/lib/venue/location-link-redirect";
import { resolveVenueSite, type VenueSite } from "@/lib/venue/site-resolver";

/**
 * Every page is served from `/{licence}/{origin}/{lang}/...` (app/[licence]/[origin]/[lang]), the
 * multi-tenant pattern of vercel/platforms: the proxy maps the host to its venue's licence, so a page
 * is rendered once per licence, origin, language and id and then served from Next's cache. The
 * public URLs do not change. Every page request is prefixed here, so a guest who asks for an internal
 * path gets it under their own host's licence (the catch-all's not found), never another venue.
 *
 * The language prefix is optional (000 section 2): `/{lang}/...` is served as is, and an unprefixed
 * path is served, not redirected, in the stored language. A language the venue does not offer, or no
 * stored language where the venue's default is another, redirects to the venue's choice (000 section 4).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!pathname.endsWith("/")) {
    return NextResponse.redirect(new URL(`${pathname}/${search}`, request.url), 308);
  }
  const host = requestHost(request);
  const site = await resolveVenueSite(host.replace(/:\d+$/, ""));
  const prefixed = languageFromPath(pathname);
  const stored = request.cookies.get(LANGUAGE_COOKIE)?.value;
  const language = prefixed ?? (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);
  const wanted = venueLanguage(site, language, prefixed === null && !isLanguage(stored));
  if (wanted !== language) {
    return NextResponse.redirect(new URL(`${withLanguagePrefix(pathname, wanted)}${search}`, request.url), 307);
  }
  if (site.licence === UNAVAILABLE_SEGMENT) {
    // The error screen (app/~unavailable/[lang]/route.ts): 503 and no-store, so no cache keeps it.
    const url = request.nextUrl.clone();
    url.pathname = `/${UNAVAILABLE_SEGMENT}/${language}/`;
    url.search = "";
    return NextResponse.rewrite(url);
  }
  const linked = locationLinkRedirect(request, language, requestProtocol(request) === "https");
  if (linked) return linked;
  const rest = variant(prefixed ? pathname.slice(prefixed.length + 1) : pathname, request, site.licence);
  const origin = pageOrigin(site, host, request);
  const url = request.nextUrl.clone();
  url.pathname = `/${site.licence}/${encodeOriginSegment(origin)}/${language}${rest}`;
  return NextResponse.rewrite(url);
}

/**
 * The origin a page's absolute links are built on, and so part of its cache key: PUBLIC_URL, else the
 * host and scheme the front server settled (server/http/forwarded-origin.mjs). A host no venue owns
 * shows the same page whatever it is called, so its name never makes a new cached page.
 */
function pageOrigin(site: VenueSite, host: string, request: NextRequest): string {
  const configured = publicUrl(process.env);
  if (configured) return configured;
  if (site.licence === UNLICENSED_SEGMENT) return UNLICENSED_ORIGIN;
  return `${requestProtocol(request)}://${host}`;
}

const UNLICENSED_ORIGIN = "http://unlicensed.invalid";

/** The language the venue serves for `language`; with `implicit` (none stored, none in the path) its default. */
function venueLanguage(site: VenueSite, language: Language, implicit: boolean): Language {
  if (site.languages === null || site.languages.languages.length === 0) return language;
  const venueDefault = chooseLanguage(site.languages.default_language, site.languages);
  return implicit ? venueDefault : chooseLanguage(language, site.languages);
}

const PRODUCT_PATH = /^\/product\/[^/]+\/$/;

/**
 * The internal page of what the guest's request says beyond its path. A product opened from search
 * carries the query its carousel runs through: that variant is rendered per request
 * (product/[id]/from-search), the plain product page stays cached. The landing depends on the forms
 * this browser has submitted (their cookie): each set is its own cached page (submitted-forms/[ids]).
 */
function variant(rest: string, request: NextRequest, licence: string): string {
  if (PRODUCT_PATH.test(rest) && request.nextUrl.searchParams.get("from") === "search") return `${rest}from-search/`;
  if (rest === "/") {
    const ids = parseSubmittedForms(request.cookies.get(submittedFormsCookieName(licence))?.value).sort((a, b) => a - b);
    if (ids.length > 0) return `/submitted-forms/${ids.join(".")}/`;
  }
  return rest;
}

function first(value: string | null): string | null {
  return value?.split(",")[0]?.trim().toLowerCase() || null;
}

/** The host the guest asked for (behind the front server, x-forwarded-host). */
function requestHost(request: NextRequest): string {
  return first(request.headers.get("x-forwarded-host")) ?? first(request.headers.get("host")) ?? request.nextUrl.host;
}

function requestProtocol(request: NextRequest): string {
  const proto = first(request.headers.get("x-forwarded-proto"));
  return proto === "https" ? "https" : "http";
}

export const config = {
  // Files (a dot in the last segment) and the API are not pages; any other path is, dots elsewhere too,
  // so no page path reaches the internal segments without the proxy's prefix.
  matcher: ["/((?!backend/|backend$|_next/|_vercel/|.*\\.[^/]*$).*)"],
};
