// The site's own filters in the URL (lib/search/detail-filters.ts through lib/site-search):
// each accepted value passes, anything else is dropped and named, never a failure; the
// API's parser does not accept them; links and the back link keep them.
import { describe, expect, it } from "vitest";
import { parseSearchParams, searchQueryShape } from "@/lib/search/search-query";
import { SITE_PARAMS } from "@/lib/site-search/search-href";
import { backToSearchHref } from "@/lib/site-search/back-to-search";
import { readSiteSearch, searchHref } from "@/lib/site-search/site-query";

describe("site filters in the URL", () => {
  it("accepts town, maxima, features and the two switches", () => {
    const s = readSiteSearch({
      parish: "escaldes_engordany",
      town: "engordany",
      minRooms: "2",
      maxRooms: "4",
      maxSurface: "120",
      features: "lift,pool",
      priceDrop: "1",
      new: "1",
    });
    expect(s.dropped).toEqual([]);
    expect(s.query).toMatchObject({
      town: "engordany",
      maxRooms: 4,
      maxSurface: 120,
      features: ["lift", "pool"],
      priceDrop: true,
      new: true,
    });
  });

  it("joins one features value per checkbox into one list", () => {
    const s = readSiteSearch({ features: ["lift", "terrace"] });
    expect(s.query.features).toEqual(["lift", "terrace"]);
    expect(searchHref(s.params)).toBe("/search?features=lift%2Cterrace");
  });

  it("drops and names invalid values instead of failing", () => {
    const cases: [Record<string, string>, string][] = [
      [{ town: "atlantis" }, "town"],
      [{ town: "engordany", parish: "ordino" }, "town"], // a town outside the chosen parish
      [{ maxRooms: "-1" }, "maxRooms"],
      [{ maxRooms: "2", minRooms: "3" }, "maxRooms"],
      [{ maxSurface: "1e3" }, "maxSurface"],
      [{ maxSurface: "50", minSurface: "60" }, "maxSurface"],
      [{ features: "lift,jetpack" }, "features"],
      [{ features: ",," }, "features"],
      [{ priceDrop: "yes" }, "priceDrop"],
      [{ new: "true" }, "new"],
    ];
    for (const [raw, bad] of cases) {
      const s = readSiteSearch(raw);
      expect(s.dropped, JSON.stringify(raw)).toEqual([bad]);
      expect(s.params[bad as keyof typeof s.params], JSON.stringify(raw)).toBeUndefined();
    }
  });

  it("every site parameter is an API parameter, so a site URL's query is a valid API query", () => {
    const r = parseSearchParams({ town: "encamp", features: "lift", maxRooms: "3", maxSurface: "90", priceDrop: "1" });
    expect(r.ok).toBe(true);
    // A parameter the API does not know is refused there even though the site only drops it.
    expect(parseSearchParams({ lang: "en" }).ok).toBe(false);
    for (const name of SITE_PARAMS) expect(Object.keys(searchQueryShape), name).toContain(name);
  });

  it("the back link returns to the same search with the new filters", () => {
    const from = "http://llar.test/search?parish=canillo&town=el_tarter&maxPrice=400000&features=lift&new=1&bogus=2";
    expect(backToSearchHref(from, "llar.test")).toBe(
      "/search?parish=canillo&maxPrice=400000&town=el_tarter&features=lift&new=1",
    );
  });
});
