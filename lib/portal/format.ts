// Dates and counts in the portal: UTC, unambiguous, the same on the server and in the
// browser, in the page's language (Andorran conventions, lib/i18n/locales.ts).
import { INTL_TAGS, type Locale } from "@/lib/i18n/locales";

export function portalFormat(locale: Locale) {
  const tag = INTL_TAGS[locale];
  const date = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const count = new Intl.NumberFormat(tag);
  return {
    date: (d: Date | null | undefined) => (d ? date.format(d) : "—"),
    dateTime: (d: Date | null | undefined) => (d ? `${dateTime.format(d)} UTC` : "—"),
    count: (n: number) => count.format(n),
  };
}
