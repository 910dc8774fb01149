// The results heading: what was searched, as one sentence with its count, in the reader's
// language ("12 flats for sale in Escaldes-Engordany up to €400,000, with lift"; "Cap pis
// en venda a les Escaldes"). The counted noun, and the adjectives that agree with it
// ("moblades", "nouvelles"), follow the searched type's gender and the count.
import { parishById } from "@/lib/geo/parishes";
import { TOWNS } from "@/lib/geo/towns";
import type { SearchQuery } from "@/lib/search/search-query";
import { featureKeys } from "@/lib/search/feature-vocabulary";
import { isHomeType, type PropertyTypeId } from "@/lib/domain/vocabulary";
import { featureLabel } from "@/lib/domain/feature-labels";
import { createSiteFormat } from "./format";
import { INTL_TAGS, type Locale } from "./locales";
import { withMapArea } from "./map-area";
import { placePhrase } from "./place-phrase";
import { searchTitle } from "./search-title";
import type { Translator } from "./server";
import { IN_COUNTRY, TYPE_NOUNS, type Gender } from "./title/type-nouns";

/** "Habitatge" is masculine, "vivienda" feminine, "logement" masculine. */
const HOME_GENDER: Record<Locale, Gender> = { ca: "m", es: "f", fr: "m", en: "m" };

function counted(query: SearchQuery, locale: Locale): { key: "home" | "any" | PropertyTypeId; gender: Gender } {
  const types = query.type ?? [];
  if (types.length === 1) return { key: types[0], gender: TYPE_NOUNS[locale][types[0]].gender };
  if (types.every(isHomeType)) return { key: "home", gender: HOME_GENDER[locale] };
  return { key: "any", gender: "m" };
}

function place(query: SearchQuery, t: Translator, locale: Locale): string {
  return withMapArea(query, t, placeOnly(query, locale));
}

function placeOnly(query: SearchQuery, locale: Locale): string {
  const town = query.town ? TOWNS.find((t) => t.id === query.town) : undefined;
  if (town) return placePhrase(locale, "in", town.name);
  // Catalan running text writes a name's article in lower case (placePhrase does the first).
  const parishes = (query.parish ?? [])
    .map((id) => parishById(id)?.name ?? id)
    .map((name, i) => (locale === "ca" && i > 0 ? name.replace(/^(El|Els|La|Les) /, (a) => a.toLowerCase()) : name));
  if (parishes.length === 0) return IN_COUNTRY[locale];
  return placePhrase(locale, "in", new Intl.ListFormat(INTL_TAGS[locale], { type: "conjunction" }).format(parishes));
}

type Range = "min" | "max" | "range";
const range = (min?: number, max?: number): Range | null =>
  min !== undefined && max !== undefined ? "range" : min !== undefined ? "min" : max !== undefined ? "max" : null;

export function searchHeading(query: SearchQuery, total: number, t: Translator, locale: Locale): string {
  const { key, gender } = counted(query, locale);
  // Adjectives agree in number with the noun; "Cap pis moblat" is singular.
  const agree = { gender, count: total === 0 ? 1 : total };
  let head = `${t(`finder.noun.${key}`, { count: total })} ${t(`finder.op.${query.op}`)} ${place(query, t, locale)}`;
  const price = pricePhrase(query, t, locale);
  if (price) head += ` ${price}`;
  return [head, ...filterPhrases(query, t, locale, agree)].join(", ");
}

/** The price limits in words ("up to 500.000 €"), or null without any. */
function pricePhrase(query: SearchQuery, t: Translator, locale: Locale): string | null {
  const priceRange = range(query.minPrice, query.maxPrice);
  if (!priceRange) return null;
  const format = createSiteFormat(locale);
  const money = (n?: number) => (n === undefined ? "" : format.money(n));
  return t(`finder.price.${priceRange}`, { min: money(query.minPrice), max: money(query.maxPrice) });
}

/** The filters beyond operation, place and price, each in words; adjectives agree with `agree`. */
function filterPhrases(
  query: SearchQuery,
  t: Translator,
  locale: Locale,
  agree: { gender: string; count: number },
): string[] {
  const format = createSiteFormat(locale);
  const more: string[] = [];
  const rooms = range(query.minRooms, query.maxRooms);
  if (rooms)
    more.push(
      t(`finder.rooms.${rooms}`, {
        count: (rooms === "max" ? query.maxRooms : query.minRooms) ?? 0,
        min: String(query.minRooms),
        max: String(query.maxRooms),
      }),
    );
  const surface = range(query.minSurface, query.maxSurface);
  if (surface) {
    const m2 = (n?: number) => (n === undefined ? "" : format.surface(n));
    more.push(t(`finder.surface.${surface}`, { min: m2(query.minSurface), max: m2(query.maxSurface) }));
  }
  const features = query.features ?? [];
  if (features.includes("furnished")) more.push(t("finder.furnished", agree));
  const equipped = features.filter((f) => f !== "furnished");
  if (equipped.length) {
    const labels = equipped.map((f) => featureLabel(featureKeys(f)[0], locale).toLocaleLowerCase(INTL_TAGS[locale]));
    more.push(
      t("finder.withFeatures", {
        list: new Intl.ListFormat(INTL_TAGS[locale], { type: "conjunction" }).format(labels),
      }),
    );
  }
  if (query.new) more.push(t("finder.isNew", agree));
  if (query.priceDrop) more.push(t("finder.dropped"));
  return more;
}

/** A saved search named in full, as alert mails name it: "For sale in Ordino, up to €500,000, with a lift". */
export function searchName(query: SearchQuery, t: Translator, locale: Locale): string {
  const agree = { gender: counted(query, locale).gender, count: 2 };
  const price = pricePhrase(query, t, locale);
  return [searchTitle(query, t, locale), ...(price ? [price] : []), ...filterPhrases(query, t, locale, agree)].join(
    ", ",
  );
}
