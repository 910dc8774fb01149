// Locale-aware prices, numbers and dates.
import { describe, expect, it } from "vitest";
import { createSiteFormat } from "@/lib/i18n/format";
import { languageAlternates } from "@/lib/i18n/alternates";

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
  it("lists every language as ?lang= and makes the current one canonical", () => {
    const a = languageAlternates("/properties/x", "es");
    expect(a?.canonical).toBe("/properties/x?lang=es");
    expect(a?.languages).toMatchObject({
      "x-default": "/properties/x",
      ca: "/properties/x?lang=ca",
      fr: "/properties/x?lang=fr",
    });
    expect(languageAlternates("/search?parish=canillo", "ca")?.languages).toMatchObject({
      en: "/search?parish=canillo&lang=en",
    });
    expect(languageAlternates("/about", "ca")?.canonical).toBe("/about");
  });
});
