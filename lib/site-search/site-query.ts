// The search page's reading of its URL. The parser of GET /v1/properties (lib/search
// parseSearchParams: every site filter is an API parameter) decides what is valid;
// where the API would answer 400, the site drops the offending parameter, falls back to
// its default and says so.
import { parseSearchParams, type SearchQuery } from "@/lib/search/search-query";
import { SITE_PARAMS, type SiteParam, type SiteParams } from "./search-href";

export { searchHref, type SiteParams } from "./search-href";

/** Results per page on the site (the API's plans allow more; cards are heavy). */
export const SITE_PAGE_SIZE = 12;
/** The deepest page the site serves for the price and surface sorts: each page deeper is
 *  an offset scan of every row before it, and no reader pages past a few dozen (the
 *  newest sort pages by keyset cursor and has no such cost). */
export const SITE_MAX_PAGE = 50;

export type SiteSearch = {
  query: SearchQuery;
  /** The accepted parameters, as strings, to build links that keep the filters. */
  params: SiteParams;
  /** Parameters that were given but invalid and therefore ignored. */
  dropped: string[];
  /** A page past SITE_MAX_PAGE was asked for; the first page is shown with a note. */
  pageCapped?: boolean;
  /** minPrice was above maxPrice (the parser then names minPrice): said in words. */
  minAboveMax?: boolean;
  /** The number of a cursor page (the `at` hint of the site's own "next" links), for
   *  "page 3 of 63"; a cursor carries no position, and the hint is display only. */
  cursorPage?: number;
};

/** The URL hint of a cursor page's number (not a filter: never passed to the parser). */
export const CURSOR_PAGE_PARAM = "at";

type RawParams = Record<string, string | string[] | undefined>;

export function readSiteSearch(raw: RawParams): SiteSearch {
  const params: SiteParams = {};
  const dropped = new Set<string>();
  for (const [key, value] of Object.entries(raw)) {
    // lang: handled by proxy.ts; the cursor page hint is read below.
    if (key === "lang" || key === CURSOR_PAGE_PARAM || value === undefined) continue;
    // Feature checkboxes submit one `features` per box: the site writes them as one list.
    const one = Array.isArray(value) ? (key === "features" ? value.join(",") : value[0]) : value;
    if (!(SITE_PARAMS as readonly string[]).includes(key)) {
      dropped.add(key);
      continue;
    }
    if (one === undefined || one.trim() === "") continue; // an empty form field = no filter
    params[key as SiteParam] = one.trim();
  }
  let pageCapped = false;
  if (params.page !== undefined && Number(params.page) > SITE_MAX_PAGE) {
    delete params.page;
    pageCapped = true;
  }
  const minAboveMax = Number(params.minPrice) > Number(params.maxPrice);
  // Each round removes the parameters the parser names; a few rounds settle any input.
  for (let round = 0; round < SITE_PARAMS.length + 1; round++) {
    const parsed = parseSearchParams({ ...params, limit: String(SITE_PAGE_SIZE) });
    if (parsed.ok) {
      const at = Number(raw[CURSOR_PAGE_PARAM]);
      return {
        query: parsed.query,
        params,
        dropped: [...dropped],
        ...(pageCapped ? { pageCapped } : {}),
        ...(minAboveMax && dropped.has("minPrice") ? { minAboveMax } : {}),
        ...(params.cursor && Number.isInteger(at) && at > 1 ? { cursorPage: at } : {}),
      };
    }
    for (const error of parsed.errors) {
      const name = error.parameter as SiteParam;
      if (name in params) {
        delete params[name];
        dropped.add(name);
      }
    }
  }
  return fallback([...dropped, ...Object.keys(params)]);
}

/** Drops one parameter after the query layer rejected it (e.g. a foreign cursor). */
export function withoutParam(search: SiteSearch, name: string): SiteSearch {
  const raw: RawParams = { ...search.params };
  delete raw[name];
  const next = readSiteSearch(raw);
  const pageCapped = search.pageCapped || next.pageCapped;
  return {
    ...next,
    dropped: [...new Set([...search.dropped, ...next.dropped, name])],
    ...(pageCapped ? { pageCapped } : {}),
  };
}

function fallback(dropped: string[]): SiteSearch {
  const parsed = parseSearchParams({ limit: String(SITE_PAGE_SIZE) });
  if (!parsed.ok) throw new Error("the default search query failed to parse");
  return { query: parsed.query, params: {}, dropped: [...new Set(dropped)] };
}
