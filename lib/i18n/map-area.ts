// The place of a search limited to an area of the map ("search this area", a bbox or a
// radius): the heading names the map's area instead of the whole country, and keeps the
// parish when one is chosen too ("a Ordino, a la zona del mapa").
import type { SearchQuery } from "@/lib/search/search-query";
import { IN_COUNTRY } from "./title/type-nouns";
import type { Translator } from "./server";

type Area = Partial<Pick<SearchQuery, "polygon" | "bbox" | "near">>;

/** `place` ("a Ordino", "a Andorra") for a search limited to an area of the map. */
export function withMapArea(query: Area, t: Translator, place: string): string {
  if (!query.polygon && !query.bbox && !query.near) return place;
  const area = t("map.area");
  return Object.values(IN_COUNTRY).includes(place) ? area : `${place}, ${area}`;
}
