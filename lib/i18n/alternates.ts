// hreflang alternates and canonical URL for a page's metadata. The locale is a query
// parameter (`?lang=`), so every language version of a page shares its path.
import type { Metadata } from "next";
import { DEFAULT_LOCALE, LOCALES, OG_LOCALES, type Locale } from "./locales";

/** `path` is absolute ("/properties/…"), possibly with its own query string. */
export function languageAlternates(path: string, locale: Locale): Metadata["alternates"] {
  const withLang = (l: Locale) => `${path}${path.includes("?") ? "&" : "?"}lang=${l}`;
  const languages: Record<string, string> = { "x-default": path };
  for (const l of LOCALES) languages[l] = withLang(l);
  // Catalan is what a visitor without a preference gets at the plain path.
  return { canonical: locale === DEFAULT_LOCALE ? path : withLang(locale), languages };
}

export function openGraphLocale(locale: Locale) {
  return {
    locale: OG_LOCALES[locale],
    alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => OG_LOCALES[l]),
  };
}
