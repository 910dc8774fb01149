// The site's search parameters: every GET /v1/properties parameter with the API's rules,
// plus the site's own filters (site-filters.ts). One schema, so a site URL is validated
// exactly as strictly as an API request and the same SearchQuery reaches searchProperties.
import { z } from "@/lib/zod";
import { checkSearchQuery, parseWith, searchQueryShape, type ParseResult, type SearchQuery } from "./search-query";
import { checkSiteFilters, siteFilterShape } from "./site-filters";

const siteQuerySchema = z.object({ ...searchQueryShape, ...siteFilterShape }).superRefine((q, ctx) => {
  checkSearchQuery(q, ctx);
  checkSiteFilters(q, ctx);
});

const SITE_SEARCH_PARAMETERS = [...Object.keys(searchQueryShape), ...Object.keys(siteFilterShape)];

/** parseSearchParams (search-query.ts) with the site's filters accepted too. */
export function parseSiteSearchParams(
  input: URLSearchParams | Record<string, string | string[] | undefined>,
): ParseResult<SearchQuery> {
  return parseWith(siteQuerySchema, SITE_SEARCH_PARAMETERS, input);
}
