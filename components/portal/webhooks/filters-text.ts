// An endpoint's filters in the reader's language ("Venda · Pis · Ordino · ≤ 300.000 €"):
// the site's own words for operations and types, parish names as proper nouns.
import type { Locale } from "@/lib/i18n/locales";
import { INTL_TAGS } from "@/lib/i18n/locales";
import { parishName } from "@/lib/i18n/parish-name";
import type { Translator } from "@/lib/i18n/server";
import { OPERATIONS, PROPERTY_TYPES, type OperationId, type PropertyTypeId } from "@/lib/domain/vocabulary";

type Filters = {
  operation: string | null;
  type: string | null;
  parish: string | null;
  minPrice: number | null;
  maxPrice: number | null;
};

const isOperation = (v: string): v is OperationId => (OPERATIONS as readonly string[]).includes(v);
const isType = (v: string): v is PropertyTypeId => (PROPERTY_TYPES as readonly string[]).includes(v);

export function filtersText(e: Filters, t: Translator, locale: Locale): string {
  const euros = new Intl.NumberFormat(INTL_TAGS[locale], {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  });
  const parts: string[] = [];
  if (e.operation) parts.push(isOperation(e.operation) ? t(`operation.${e.operation}`) : e.operation);
  if (e.type) parts.push(isType(e.type) ? t(`type.${e.type}`) : e.type);
  if (e.parish) parts.push(parishName(e.parish));
  if (e.minPrice !== null && e.maxPrice !== null) parts.push(euros.formatRange(e.minPrice, e.maxPrice));
  else if (e.minPrice !== null) parts.push(`≥ ${euros.format(e.minPrice)}`);
  else if (e.maxPrice !== null) parts.push(`≤ ${euros.format(e.maxPrice)}`);
  return parts.length ? parts.join(" · ") : t("webhooks.allChanges");
}
