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
  if (languageFromPath(pathname)) return NextResponse.next({ request: { headers } });
  const stored = request.cookies.get(LANGUAGE_COOKIE)?.value;
  // Without a stored language the venue's default decides, which only the layout knows.
  if (!isLanguage(stored)) headers.set(IMPLICIT_LANGUAGE_HEADER, "1");
  const url = request.nextUrl.clone();
  url.pathname = `/${isLanguage(stored) ? stored : DEFAULT_LANGUAGE}${pathname}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  matcher: ["/((?!backend|_next|_vercel|.*\\..*).*)"],
};
