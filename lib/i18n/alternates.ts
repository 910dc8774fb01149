// hreflang alternates and canonical URL for a page's metadata. The locale is a query
// parameter (`?lang=`), so every language version of a page shares its path.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { isLocale, LOCALE_HEADER, LOCALES, OG_LOCALES, type Locale } from "./locales";

/**
 * `path` is absolute ("/properties/…"), possibly with its own query string. The plain path
 * is the x-default, locale-adaptive version (the cookie or the browser's language picks
 * what it shows), so it is its own canonical whatever language it was served in; a
 * `?lang=` URL is the canonical of that language. (A plain path served in English with an
 * English canonical would point at another hreflang URL: search engines, and Lighthouse's
 * canonical audit, read that as a conflict.)
 */
export async function languageAlternates(path: string, locale: Locale): Promise<Metadata["alternates"]> {
  const withLang = (l: Locale) => `${path}${path.includes("?") ? "&" : "?"}lang=${l}`;
  const languages: Record<string, string> = { "x-default": path };
  for (const l of LOCALES) languages[l] = withLang(l);
  const explicit = isLocale((await headers()).get(LOCALE_HEADER));
  return { canonical: explicit ? withLang(locale) : path, languages };
}

export function openGraphLocale(locale: Locale) {
  return {
    locale: OG_LOCALES[locale],
    alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => OG_LOCALES[l]),
  };
}
