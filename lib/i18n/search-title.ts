// What a search looked for, in words: the page heading and <title> ("Venda: Pis a Ordino")
// and the result count named after what is counted ("12 habitatges", "3 places
// d'aparcament": parking and land are not homes).
import { parishById } from "@/lib/geo/parishes";
import type { SearchQuery } from "@/lib/search/search-query";
import { isHomeType } from "@/lib/search/vocabulary";
import { INTL_TAGS, type Locale } from "./locales";
import { placePhrase } from "./place-phrase";
import type { Translator } from "./server";
import { IN_COUNTRY } from "./title/type-nouns";

type Searched = Pick<SearchQuery, "op" | "type" | "parish">;

export function searchTitle(query: Searched, t: Translator, locale: Locale): string {
  const list = new Intl.ListFormat(INTL_TAGS[locale], { type: "conjunction" });
  const parishes = (query.parish ?? []).map((id) => parishById(id)?.name ?? id);
  const inPlace = parishes.length > 0 ? placePhrase(locale, "in", list.format(parishes)) : IN_COUNTRY[locale];
  const op = t(`operation.${query.op as "sale"}`);
  const types = query.type ?? [];
  if (types.length === 0) return t("search.titleOp", { op, inPlace });
  return t("search.titleOpType", { op, inPlace, types: list.format(types.map((type) => t(`type.${type as "flat"}`))) });
}

const COUNTED = [
  "room",
  "land",
  "parking",
  "commercial",
  "office",
  "industrial",
  "building",
  "storage",
  "other",
] as const;

export function resultCount(query: Pick<SearchQuery, "type">, count: number, t: Translator): string {
  const types = query.type ?? [];
  if (types.length === 0 || types.every(isHomeType)) return t("search.heading", { count });
  if (types.length === 1 && (COUNTED as readonly string[]).includes(types[0])) {
    return t(`count.${types[0] as (typeof COUNTED)[number]}`, { count });
  }
  return t("search.headingAny", { count });
}
