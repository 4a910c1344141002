import { NextResponse, type NextRequest } from "next/server";
import { DEFAULT_LANGUAGE, isLanguage, languageFromPath } from "@/lib/domain/language";
import { LANGUAGE_COOKIE } from "@/i18n/routing";

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
  if (languageFromPath(pathname)) return NextResponse.next();
  const stored = request.cookies.get(LANGUAGE_COOKIE)?.value;
  const language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  const url = request.nextUrl.clone();
  url.pathname = `/${language}${pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ["/((?!backend|_next|_vercel|.*\\..*).*)"],
};
