import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "@/lib/i18n/accept-language";

describe("localeFromAcceptLanguage", () => {
  it("picks the best-ranked site language", () => {
    expect(localeFromAcceptLanguage("fr-FR,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(localeFromAcceptLanguage("de-DE,de;q=0.9,es;q=0.5,en;q=0.7")).toBe("en");
    expect(localeFromAcceptLanguage("en;q=0.3, ca-AD")).toBe("ca");
    expect(localeFromAcceptLanguage("ES")).toBe("es");
  });

  it("returns null when no site language is acceptable", () => {
    expect(localeFromAcceptLanguage("de,it;q=0.5")).toBeNull();
    expect(localeFromAcceptLanguage("fr;q=0, de")).toBeNull();
    expect(localeFromAcceptLanguage("")).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
    expect(localeFromAcceptLanguage("*")).toBeNull();
  });
});
