// The results heading says what was searched, in each language, with the counted noun's
// plural and gender, place elision/contraction, and every filter.
import { describe, expect, it } from "vitest";
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import { searchHeading, searchName } from "@/lib/i18n/search-heading";
import type { Translator } from "@/lib/i18n/server";
import { readSiteSearch } from "@/lib/site-search/site-query";

const heading = (locale: Locale, raw: Record<string, string>, total: number) => {
  const t = createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translator;
  const { query, dropped } = readSiteSearch(raw);
  expect(dropped).toEqual([]);
  // Intl puts narrow no-break spaces in numbers; compare with plain spaces.
  return searchHeading(query, total, t, locale).replace(/[\u00a0\u202f]/g, " ");
};

const flats = { type: "flat", parish: "escaldes_engordany", maxPrice: "400000", features: "lift" };

describe("searchHeading", () => {
  it("says the count, type, operation, place, price and features in four languages", () => {
    expect(heading("en", flats, 12)).toBe("12 flats for sale in Escaldes-Engordany up to €400,000, with lift");
    expect(heading("ca", flats, 12)).toBe("12 pisos en venda a Escaldes-Engordany fins a 400.000 €, amb ascensor");
    expect(heading("es", flats, 12)).toBe("12 pisos en venta en Escaldes-Engordany hasta 400.000 €, con ascensor");
    expect(heading("fr", flats, 12)).toBe(
      "12 appartements à vendre à Escaldes-Engordany jusqu'à 400 000 €, avec ascenseur",
    );
  });

  it("uses the singular, and 'none' with the noun's gender", () => {
    expect(heading("ca", { type: "house" }, 1)).toBe("1 casa en venda a Andorra");
    expect(heading("es", { type: "house" }, 0)).toBe("Ninguna casa en venta en Andorra");
    expect(heading("fr", { type: "house" }, 0)).toBe("Aucune maison à vendre en Andorre");
    expect(heading("en", {}, 0)).toBe("No homes for sale in Andorra");
    expect(heading("ca", {}, 0)).toBe("Cap habitatge en venda a Andorra");
  });

  it("elides and contracts town names", () => {
    expect(heading("ca", { town: "el_tarter", op: "rent" }, 3)).toBe("3 habitatges de lloguer al Tarter");
    expect(heading("fr", { town: "les_escaldes" }, 2)).toBe("2 logements à vendre aux Escaldes");
    expect(heading("ca", { parish: "ordino,la_massana" }, 5)).toBe("5 habitatges en venda a Ordino i la Massana");
  });

  it("agrees 'furnished' and 'new' with the noun's gender and number", () => {
    const raw = { type: "house", features: "furnished", new: "1" };
    expect(heading("ca", raw, 2)).toBe("2 cases en venda a Andorra, moblades, noves aquesta setmana");
    expect(heading("ca", { ...raw, type: "flat" }, 1)).toBe("1 pis en venda a Andorra, moblat, nou aquesta setmana");
    expect(heading("es", { features: "furnished", new: "1" }, 4)).toBe(
      "4 viviendas en venta en Andorra, amuebladas, nuevas esta semana",
    );
    expect(heading("fr", raw, 0)).toBe("Aucune maison à vendre en Andorre, meublée, nouvelle cette semaine");
    expect(heading("en", raw, 2)).toBe("2 houses for sale in Andorra, furnished, new this week");
  });

  it("phrases ranges of price, bedrooms and surface, and the price drop", () => {
    const raw = { minPrice: "200000", maxPrice: "300000", minRooms: "2", maxRooms: "3", minSurface: "60" };
    expect(heading("en", { ...raw, priceDrop: "1" }, 7)).toBe(
      "7 homes for sale in Andorra from €200,000 to €300,000, with 2 to 3 bedrooms, of 60 m² or more, with a price drop",
    );
    expect(heading("ca", { minRooms: "1" }, 7)).toBe("7 habitatges en venda a Andorra, amb 1 habitació o més");
    expect(heading("fr", { maxSurface: "80", features: "parking,pool" }, 7)).toBe(
      "7 logements à vendre en Andorre, jusqu'à 80 m², avec parking et piscine",
    );
    expect(heading("es", { type: "parking", op: "rent" }, 3)).toBe("3 plazas de aparcamiento en alquiler en Andorra");
  });
});

describe("searchName (alert mails)", () => {
  const name = (locale: Locale, raw: Record<string, string>) => {
    const t = createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translator;
    return searchName(readSiteSearch(raw).query, t, locale).replace(/[\u00a0\u202f]/g, " ");
  };

  it("names the whole search, the price limit included", () => {
    expect(name("en", { parish: "ordino", maxPrice: "500000" })).toBe("For sale in Ordino, up to €500,000");
    expect(name("en", flats)).toMatch(/in Escaldes-Engordany, up to €400,000, with lift$/);
    expect(name("ca", { parish: "ordino", maxPrice: "500000" })).toMatch(/Ordino, fins a 500.000 €$/);
    expect(name("en", { parish: "ordino" })).not.toMatch(/,/);
  });
});
