import { describe, expect, it } from "vitest";
import { backToSearchHref } from "@/lib/site-search/back-to-search";

describe("backToSearchHref", () => {
  it("keeps every filter of the search the visitor came from", () => {
    expect(
      backToSearchHref("http://llar.test/search?op=rent&parish=ordino&maxPrice=2000&sort=price_asc", "llar.test"),
    ).toBe("/search?op=rent&parish=ordino&maxPrice=2000&sort=price_asc");
  });

  it("drops unknown or invalid parameters", () => {
    expect(backToSearchHref("http://llar.test/search?op=rent&evil=1&minRooms=abc", "llar.test")).toBe(
      "/search?op=rent",
    );
  });

  it("falls back to /search from another site, another page or no referer", () => {
    expect(backToSearchHref("http://evil.test/search?op=rent", "llar.test")).toBe("/search");
    expect(backToSearchHref("http://llar.test/parishes/ordino", "llar.test")).toBe("/search");
    expect(backToSearchHref("not a url", "llar.test")).toBe("/search");
    expect(backToSearchHref(null, "llar.test")).toBe("/search");
  });
});
