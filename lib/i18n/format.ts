// Locale-aware numbers, prices, surfaces and dates for the site (Intl, via the locale's
// BCP 47 tag: "1.250.000 €" in Catalan, "€1,250,000" in English).
import { INTL_TAGS, type Locale } from "./locales";

export type SitePrice = { min: number | null; max: number | null; currency: string; period: string | null };

export function createSiteFormat(locale: Locale) {
  const tag = INTL_TAGS[locale];
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const money = (currency: string) =>
    new Intl.NumberFormat(tag, { style: "currency", currency, maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "Europe/Andorra" });

  return {
    locale,
    number: (n: number) => number.format(n),
    money: (n: number, currency = "EUR") => money(currency).format(n),
    /** "350.000 €" or "350.000 – 365.000 €"; null when no source gives a price. */
    priceRange(price: SitePrice): string | null {
      if (price.min === null) return null;
      const fmt = money(price.currency || "EUR");
      if (price.max === null || price.max === price.min) return fmt.format(price.min);
      return fmt.formatRange(price.min, price.max);
    },
    /** "350 k€"-style label for map markers. */
    compactMoney: (n: number, currency = "EUR") =>
      new Intl.NumberFormat(tag, {
        style: "currency",
        currency,
        notation: "compact",
        maximumSignificantDigits: 3,
      }).format(n),
    surface: (m2: number) => `${number.format(m2)} m²`,
    date: (iso: string | Date) => date.format(typeof iso === "string" ? new Date(iso) : iso),
  };
}
