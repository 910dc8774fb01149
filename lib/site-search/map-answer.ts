// GET /search/map: the map of a site search, every matching home as grid squares at the
// map's zoom (lib/search/map-clusters.ts). The filters are read exactly as the search page
// reads its URL (readSiteSearch: the /v1/properties schema), so the map and the list count
// the same homes; paging parameters are ignored (the map shows every page). Squares in view
// list their homes with the title and price label the cards use, in the reader's language.
import { isDatabaseUnavailable } from "@/lib/db/errors";
import type { I18n } from "@/lib/i18n/server";
import { propertyTitle } from "@/lib/i18n/title/property-title";
import { mapClusters, type MapView } from "@/lib/search/map-clusters";
import { readSiteSearch } from "./site-query";

type MapHome = { id: string; lat: number; lng: number; precision: string; label: string; title: string };
export type MapCell = { lat: number; lng: number; count: number; homes?: MapHome[] };
/** The JSON of GET /search/map (components/site/map reads it). */
export type MapAnswer = {
  total: number;
  located: number;
  bounds: MapView | null;
  zoom: number;
  cells: MapCell[];
};

type Outcome = { status: 200; body: MapAnswer } | { status: 400 | 503; body: { error: string } };

const DECIMAL = /^-?\d{1,3}(\.\d{1,12})?$/;

function readView(raw: string | undefined): MapView | null | undefined {
  if (raw === undefined) return null;
  const parts = raw.split(",");
  if (parts.length !== 4 || !parts.every((p) => DECIMAL.test(p))) return undefined;
  const [west, south, east, north] = parts.map(Number);
  if (!(west < east && south < north && south >= -90 && north <= 90)) return undefined;
  return { west, south, east, north };
}

export async function mapAnswer(url: URL, i18n: I18n): Promise<Outcome> {
  const raw = Object.fromEntries(url.searchParams);
  const { zoom: zoomText, view: viewText, ...filters } = raw;
  if (!/^\d{1,2}$/.test(zoomText ?? "") || Number(zoomText) > 24)
    return { status: 400, body: { error: "zoom must be a whole number from 0 to 24." } };
  const view = readView(viewText);
  if (view === undefined) return { status: 400, body: { error: "view must be west,south,east,north in degrees." } };
  const { query } = readSiteSearch({ ...filters, cursor: undefined, page: undefined });
  try {
    const found = await mapClusters(query, Number(zoomText), view);
    const label = (price: number | null, currency: string) =>
      price !== null ? i18n.format.compactMoney(price, currency) : "—";
    const cells = found.cells.map(({ lat, lng, count, homes }) => ({
      lat,
      lng,
      count,
      ...(homes
        ? {
            homes: homes.map((h) => ({
              id: h.id,
              lat: h.lat,
              lng: h.lng,
              precision: h.precision,
              label: label(h.price, h.currency),
              title: propertyTitle(h, i18n.locale),
            })),
          }
        : {}),
    }));
    return { status: 200, body: { ...found, cells } };
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    return { status: 503, body: { error: "The map is unavailable for a moment." } };
  }
}
