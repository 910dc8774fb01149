// Which of the site's languages a source's free text is written in, from its most common
// short words (sources do not say; adverts in Andorra come in these four). Returns null
// when the text is too short or no language clearly leads.
import type { Locale } from "./locales";

const MARKERS: Record<Locale, string[]> = {
  ca: [
    "amb",
    "els",
    "les",
    "una",
    "és",
    "per",
    "habitacions",
    "dels",
    "pis",
    "molt",
    "cuina",
    "dormitoris",
    "terrassa",
    "està",
    "situat",
    "aquest",
    "vistes",
    "i",
  ],
  es: [
    "con",
    "los",
    "las",
    "una",
    "es",
    "para",
    "habitaciones",
    "del",
    "piso",
    "muy",
    "cocina",
    "dormitorios",
    "terraza",
    "está",
    "situado",
    "este",
    "vistas",
    "y",
  ],
  fr: [
    "avec",
    "les",
    "une",
    "est",
    "pour",
    "chambres",
    "des",
    "du",
    "très",
    "cuisine",
    "appartement",
    "terrasse",
    "situé",
    "cet",
    "vue",
    "et",
    "dans",
    "au",
  ],
  en: [
    "with",
    "the",
    "and",
    "is",
    "for",
    "bedrooms",
    "of",
    "very",
    "kitchen",
    "flat",
    "apartment",
    "terrace",
    "located",
    "this",
    "views",
    "in",
    "a",
  ],
};
const SETS = Object.fromEntries(Object.entries(MARKERS).map(([k, v]) => [k, new Set(v)])) as Record<
  Locale,
  Set<string>
>;

export function detectLanguage(text: string): Locale | null {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.length < 3) return null;
  const scores = (Object.keys(SETS) as Locale[]).map((locale) => ({
    locale,
    score: words.reduce((n, w) => n + (SETS[locale].has(w) ? 1 : 0), 0),
  }));
  scores.sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  return best.score > 0 && best.score > second.score ? best.locale : null;
}
