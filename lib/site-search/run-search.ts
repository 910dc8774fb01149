// Runs the shared search (lib/search) for the site. A parameter the query layer rejects
// only when it runs (a cursor from another query) is dropped like any invalid value;
// a database outage becomes a message on the page instead of an error page. The cards'
// price-drop badges and same-facts notes come from one more statement each for the whole
// page (lib/search/price-drop.ts, lib/search/same-facts.ts).
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { InvalidParameterError } from "@/lib/search/errors";
import { priceDropsFor, type PriceDrop } from "@/lib/search/price-drop";
import { sameFactsCounts } from "@/lib/search/same-facts";
import { searchProperties } from "@/lib/search/search-properties";
import type { SearchResult } from "@/lib/search/types";
import { SITE_PAGE_SIZE, withoutParam, type SiteSearch } from "./site-query";

export type SiteSearchOutcome =
  | {
      ok: true;
      search: SiteSearch;
      result: SearchResult;
      drops: Map<string, PriceDrop>;
      /** How many active properties state each card's facts through another agency. */
      sameFacts: Map<string, number>;
    }
  | { ok: false; search: SiteSearch };

export async function runSiteSearch(search: SiteSearch): Promise<SiteSearchOutcome> {
  let current = search;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const result = await searchProperties(current.query, { maxRows: SITE_PAGE_SIZE });
      const ids = result.data.map((p) => p.id);
      const [drops, sameFacts] = await Promise.all([priceDropsFor(ids), sameFactsCounts(ids)]);
      return { ok: true, search: current, result, drops, sameFacts };
    } catch (err) {
      if (err instanceof InvalidParameterError) {
        current = withoutParam(current, err.parameter);
        continue;
      }
      if (isDatabaseUnavailable(err)) {
        console.error("search: database unavailable", err);
        return { ok: false, search: current };
      }
      throw err;
    }
  }
  return { ok: false, search: current };
}
