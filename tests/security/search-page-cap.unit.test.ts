// Finding: site search accepted `page` up to 100,000, each page an offset scan of every
// row before it. The site now serves at most SITE_MAX_PAGE pages (a note says so; the
// newest sort pages by keyset cursor).
import { describe, expect, it } from "vitest";
import { SITE_MAX_PAGE, readSiteSearch } from "@/lib/site-search/site-query";

describe("site search paging", () => {
  it("caps deep pages and says so", () => {
    const deep = readSiteSearch({ sort: "price_asc", page: "100000" });
    expect(deep.pageCapped).toBe(true);
    expect(deep.params.page).toBeUndefined();
    expect(deep.query.page ?? 1).toBe(1);
  });

  it("keeps pages up to the cap", () => {
    const last = readSiteSearch({ sort: "price_asc", page: String(SITE_MAX_PAGE) });
    expect(last.pageCapped).toBeUndefined();
    expect(last.params.page).toBe(String(SITE_MAX_PAGE));
    expect(SITE_MAX_PAGE).toBeLessThanOrEqual(50);
  });
});
