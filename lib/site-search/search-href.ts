// Links of the search page. Dependency-free so client components (the map's "search
// this area") can build the same URLs as the server without pulling the query layer in.
/** URL parameters the site keeps in its links, in the order they are written. */
export const SITE_PARAMS = [
  "op",
  "type",
  "parish",
  "minPrice",
  "maxPrice",
  "minRooms",
  "minSurface",
  "maxRooms",
  "maxSurface",
  "town",
  "features",
  "priceDrop",
  "new",
  "bbox",
  "near",
  "radius",
  "polygon",
  "sort",
  "cursor",
  "page",
] as const;
export type SiteParam = (typeof SITE_PARAMS)[number];
export type SiteParams = Partial<Record<SiteParam, string>>;

/** `/search?…` keeping the current filters, with `changes` applied (undefined removes).
 *  Callers that change a filter also remove `cursor` and `page` (back to page one). */
export function searchHref(
  params: SiteParams,
  changes: SiteParams | Partial<Record<SiteParam, undefined>> = {},
): string {
  const next: SiteParams = { ...params, ...changes };
  const qs = new URLSearchParams();
  for (const key of SITE_PARAMS) {
    const value = next[key];
    if (value !== undefined && value !== "") qs.set(key, value);
  }
  const s = qs.toString();
  return s ? `/search?${s}` : "/search";
}

/** `/search/map?…`: every home of the search as grid squares at `zoom` (app/(site)/search/map),
 *  with the homes listed in the squares within `view` (west,south,east,north). */
export function mapDataHref(params: SiteParams, zoom: number, view?: string): string {
  const qs = new URLSearchParams();
  for (const key of SITE_PARAMS) {
    const value = params[key];
    if (value !== undefined && value !== "" && key !== "cursor" && key !== "page" && key !== "sort") qs.set(key, value);
  }
  qs.set("zoom", String(Math.max(0, Math.floor(zoom))));
  if (view) qs.set("view", view);
  return `/search/map?${qs}`;
}
