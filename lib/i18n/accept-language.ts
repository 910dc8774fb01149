// The first visit's language: the browser's Accept-Language, best quality first, matched on
// the primary subtag ("fr-FR" → fr). Later visits use the remembered cookie instead.
import { isLocale, type Locale } from "./locales";

export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), order };
    })
    .filter((r) => r.lang && r.q > 0 && Number.isFinite(r.q))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.map((r) => r.lang).find(isLocale) ?? null;
}
