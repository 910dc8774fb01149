// The site's languages. Catalan is Andorra's official language and the default; the
// locale is not in the path (property URLs stay stable, docs/api.md#property-summary): it comes from
// `?lang=` (hreflang alternates, shared links) or the cookie the switcher sets.
// The list itself is product vocabulary (lib/domain/locales.ts), which ingestion reads too.
import { LOCALES, type Locale } from "@/lib/domain/locales";
export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = "ca";

/** Cookie that remembers the visitor's choice (set by the switcher and by `?lang=`). */
export const LOCALE_COOKIE = "llar-locale";
/** Request header through which proxy.ts hands a `?lang=` choice to the layout. */
export const LOCALE_HEADER = "x-llar-locale";

/** BCP 47 tags used for number, price and date formatting (Andorran conventions). */
export const INTL_TAGS: Record<Locale, string> = {
  ca: "ca-AD",
  es: "es-ES",
  fr: "fr-FR",
  en: "en-GB",
};

/** Each language named in itself, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  ca: "Català",
  es: "Español",
  fr: "Français",
  en: "English",
};

/** Open Graph locale codes. */
export const OG_LOCALES: Record<Locale, string> = {
  ca: "ca_AD",
  es: "es_ES",
  fr: "fr_FR",
  en: "en_GB",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
