import { NextResponse, type NextRequest } from "next/server";
import { locationSetCookie } from "@/lib/domain/location-link";
import { parseLocationPath } from "@/lib/domain/location-token";
import type { Language } from "@/lib/domain/language";
import { locationTokenSalt } from "@/lib/config/settings";

/**
 * A table, room or area link (000 section 2) is answered by the server, not by a page's script
 * (issue 24 item 6): 303 to home with the decoded location in a cookie, so a guest who goes on while
 * the first page is still loading is still at their table. The answer is the guest's own (private,
 * no-store, and with Set-Cookie the front server's page cache never keeps it). Null for any other
 * path; a token this app did not issue, or anything after it, goes on to the not-found page.
 */
export function locationLinkRedirect(request: NextRequest, language: Language, secure: boolean): NextResponse | null {
  const parsed = parseLocationPath(request.nextUrl.pathname.split("/"), locationTokenSalt(process.env));
  if (!parsed?.location || parsed.rest.length > 0) return null;
  const response = NextResponse.redirect(new URL(`/${language}/home/`, request.url), 303);
  const { kind, token } = parsed;
  response.headers.append("Set-Cookie", locationSetCookie({ kind, token, ...parsed.location }, secure));
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}
