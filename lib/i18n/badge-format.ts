// Formats of the cards' price-drop badge: a signed percentage with a true minus sign
// ("−5 %", "−0,4 %": one decimal below 1 % so a small cut never reads "−0 %") and a short
// day ("12 de nov.", "12 Nov") in Andorra's time zone.
import { INTL_TAGS, type Locale } from "./locales";

export function dropPercent(fraction: number, locale: Locale): string {
  const text = new Intl.NumberFormat(INTL_TAGS[locale], {
    style: "percent",
    maximumFractionDigits: Math.abs(fraction) < 0.01 ? 1 : 0,
    signDisplay: "always",
  }).format(fraction);
  return text.replace("-", "−");
}

export function shortDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_TAGS[locale], {
    day: "numeric",
    month: "short",
    timeZone: "Europe/Andorra",
  }).format(new Date(iso));
}
