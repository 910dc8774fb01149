// What a search looked for, in words: the page heading and <title> ("Venda: Pis a Ordino").
// The results heading with its count and every filter is search-heading.ts.
import { parishById } from "@/lib/geo/parishes";
import type { SearchQuery } from "@/lib/search/search-query";
import { INTL_TAGS, type Locale } from "./locales";
import { withMapArea } from "./map-area";
import { placePhrase } from "./place-phrase";
import type { Translator } from "./server";
import { IN_COUNTRY } from "./title/type-nouns";

type Searched = Pick<SearchQuery, "op" | "type" | "parish"> & Partial<Pick<SearchQuery, "polygon" | "bbox" | "near">>;

export function searchTitle(query: Searched, t: Translator, locale: Locale): string {
  const list = new Intl.ListFormat(INTL_TAGS[locale], { type: "conjunction" });
  const parishes = (query.parish ?? []).map((id) => parishById(id)?.name ?? id);
  const inPlace = withMapArea(
    query,
    t,
    parishes.length > 0 ? placePhrase(locale, "in", list.format(parishes)) : IN_COUNTRY[locale],
  );
  const op = t(`operation.${query.op as "sale"}`);
  const types = query.type ?? [];
  if (types.length === 0) return t("search.titleOp", { op, inPlace });
  return t("search.titleOpType", { op, inPlace, types: list.format(types.map((type) => t(`type.${type as "flat"}`))) });
}
