// What a saved search stores and how it is matched: the search page's filter parameters
// as a query string (no sort, cursor or page), parsed again with the API's own parser
// (lib/search parseSearchParams) whenever alerts are matched, so an alert means exactly
// what the search page shows.
import { parseSearchParams, type SearchQuery } from "@/lib/search/search-query";
import { SITE_PARAMS, type SiteParams } from "@/lib/site-search/search-href";

const NOT_FILTERS = new Set(["sort", "cursor", "page"]);
const FILTER_PARAMS = SITE_PARAMS.filter((p) => !NOT_FILTERS.has(p));

/** The canonical query string of a search's filters (fixed order), e.g. "op=rent&parish=ordino". */
export function savedQueryString(params: SiteParams | Record<string, string | undefined>): string {
  const qs = new URLSearchParams();
  for (const key of FILTER_PARAMS) {
    const value = (params as Record<string, string | undefined>)[key]?.trim();
    if (value) qs.set(key, value);
  }
  return qs.toString();
}

/** The validated query of a stored search, or null if it no longer parses (vocabulary changed). */
export function savedSearchQuery(query: string): SearchQuery | null {
  const parsed = parseSearchParams(new URLSearchParams(query));
  return parsed.ok ? parsed.query : null;
}

/** The search page's URL of a saved search. */
export function savedSearchHref(query: string): string {
  return query ? `/search?${query}` : "/search";
}
