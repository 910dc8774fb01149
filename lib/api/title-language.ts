// The `lang` parameter of the endpoints that return properties (docs/api.md#property-summary): each
// property's `title` is generated from its facts in that language, as the site titles it
// (lib/i18n/title/property-title.ts); the sources' own titles stay on `listings[]`. It is
// taken off a copy of the URL before the endpoint's own parameters are read, so the shared
// search schema (also the site's) does not change; the ETag still sees it (the real URL).
import { LOCALES, type Locale } from "@/lib/domain/locales";
import { ApiError } from "./errors";

/** The endpoint's URL without `lang`, and the language asked for (default English). */
export function takeTitleLanguage(url: URL): { url: URL; lang: Locale } {
  const rest = new URL(url);
  const given = rest.searchParams.getAll("lang");
  rest.searchParams.delete("lang");
  if (given.length > 1) throw new ApiError("invalid_parameter", "lang is given more than once.");
  if (given.length === 0) return { url: rest, lang: "en" };
  const lang = LOCALES.find((l) => l === given[0]);
  if (!lang) throw new ApiError("invalid_parameter", `lang must be one of: ${LOCALES.join(", ")}.`);
  return { url: rest, lang };
}
