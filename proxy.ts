import { NextResponse, type NextRequest } from "next/server";
import { DEFAULT_LANGUAGE, isLanguage, languageFromPath } from "@/lib/domain/language";
import { IMPLICIT_LANGUAGE_HEADER, LANGUAGE_COOKIE, PATHNAME_HEADER } from "@/i18n/routing";

/**
 * The language prefix is optional (000 section 2): `/{lang}/...` is served as is, and an
 * unprefixed path is served, not redirected, in the stored language. next-intl's own middleware
 * would redirect one of the two forms, so the proxy rewrites instead.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!pathname.endsWith("/")) {
    return NextResponse.redirect(new URL(`${pathname}/${request.nextUrl.search}`, request.url), 308);
  }
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, pathname);
  const prefixed = languageFromPath(pathname);
  if (prefixed) {
    headers.set(NEXT_INTL_LOCALE_HEADER, prefixed);
    return NextResponse.next({ request: { headers } });
  }
  const stored = request.cookies.get(LANGUAGE_COOKIE)?.value;
  // Without a stored language the venue's default decides, which only the layout knows.
  if (!isLanguage(stored)) headers.set(IMPLICIT_LANGUAGE_HEADER, "1");
  const language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  headers.set(NEXT_INTL_LOCALE_HEADER, language);
  const url = request.nextUrl.clone();
  url.pathname = `/${language}${pathname}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

/**
 * next-intl reads the request's language from this header whenever a server component asks for
 * translations before its layout's setRequestLocale ran (a segment's not-found boundary renders
 * beside the layout): without it the whole request fell back to English (issue 11 item 5).
 */
const NEXT_INTL_LOCALE_HEADER = "X-NEXT-INTL-LOCALE";

export const config = {
  matcher: ["/((?!backend|_next|_vercel|.*\\..*).*)"],
};
