// `?lang=xx` (hreflang alternates, shared links): render this request in that language
// and remember it. Called from the root proxy.ts. The header reaches the root layout,
// which cannot read search params itself.
import { NextResponse, type NextRequest } from "next/server";
import { isLocale, LOCALE_COOKIE, LOCALE_HEADER } from "./locales";

/** `requestHeaders`: the headers the page will see (proxy.ts adds the CSP nonce to them). */
export function localeFromQuery(
  request: NextRequest,
  requestHeaders = new Headers(request.headers),
): NextResponse | null {
  const lang = request.nextUrl.searchParams.get("lang");
  if (!isLocale(lang)) return null;
  requestHeaders.set(LOCALE_HEADER, lang);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  if (request.cookies.get(LOCALE_COOKIE)?.value !== lang) {
    response.cookies.set(LOCALE_COOKIE, lang, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" });
  }
  return response;
}
