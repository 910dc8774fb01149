// Locale-aware prices, numbers and dates.
import { describe, expect, it, vi } from "vitest";
import { createSiteFormat } from "@/lib/i18n/format";
import { languageAlternates } from "@/lib/i18n/alternates";
import { LOCALE_HEADER } from "@/lib/i18n/locales";

let requestHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => requestHeaders }));

const nbsp = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, " ");

describe("createSiteFormat", () => {
  it("formats prices per locale", () => {
    expect(nbsp(createSiteFormat("ca").money(1250000))).toBe("1.250.000 €");
    expect(nbsp(createSiteFormat("en").money(1250000))).toBe("€1,250,000");
    expect(nbsp(createSiteFormat("fr").money(1250000))).toBe("1 250 000 €");
  });

  it("shows a price range only when the sources disagree", () => {
    const ca = createSiteFormat("ca");
    expect(nbsp(ca.priceRange({ min: 300000, max: 300000, currency: "EUR", period: null }))).toBe("300.000 €");
    expect(nbsp(ca.priceRange({ min: 300000, max: 320000, currency: "EUR", period: null }))).toMatch(
      /^300\.000 *[–-] *320\.000 €$/,
    );
    expect(ca.priceRange({ min: null, max: null, currency: "EUR", period: null })).toBeNull();
  });

  it("formats dates in the locale's words", () => {
    expect(createSiteFormat("es").date("2026-03-05T12:00:00Z")).toMatch(/mar/);
    expect(createSiteFormat("en").date("2026-03-05T12:00:00Z")).toMatch(/Mar/);
  });
});

describe("languageAlternates", () => {
  it("lists every language as ?lang= and makes the URL asked for canonical", async () => {
    requestHeaders = new Headers({ [LOCALE_HEADER]: "es" }); // /properties/x?lang=es
    const a = await languageAlternates("/properties/x", "es");
    expect(a?.canonical).toBe("/properties/x?lang=es");
    expect(a?.languages).toMatchObject({
      "x-default": "/properties/x",
      ca: "/properties/x?lang=ca",
      fr: "/properties/x?lang=fr",
    });
    requestHeaders = new Headers();
    expect((await languageAlternates("/search?parish=canillo", "ca"))?.languages).toMatchObject({
      en: "/search?parish=canillo&lang=en",
    });
    expect((await languageAlternates("/about", "ca"))?.canonical).toBe("/about");
  });

  it("keeps the plain path canonical when the browser's language chose the page's", async () => {
    // A first visit from an English browser: "/" in English is still the x-default "/",
    // not a pointer to the "?lang=en" alternate (a conflict for search engines).
    requestHeaders = new Headers({ "accept-language": "en-GB" });
    expect((await languageAlternates("/", "en"))?.canonical).toBe("/");
  });
});
