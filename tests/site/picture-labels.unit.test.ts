// Words of the pictures (components/site/photo/picture-labels.ts): the location picture's
// alt text says how precise the place is, with each language's elision, and the gallery's
// templates keep {n} and {total} for the browser to fill in.
import { describe, expect, it } from "vitest";
import { createTranslator } from "use-intl/core";
import { galleryLabels, locationLabels } from "@/components/site/photo/picture-labels";
import { createSiteFormat } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import type { I18n } from "@/lib/i18n/server";

const i18n = (locale: Locale) =>
  ({ locale, t: createTranslator({ locale, messages: MESSAGES[locale] }), format: createSiteFormat(locale) }) as I18n;
const at = (precision: "exact" | "street" | "town" | "parish") => ({ lat: 42.5, lng: 1.5, precision });

describe("locationLabels", () => {
  it("says exact or approximate, in the place, with elision", () => {
    expect(locationLabels({ town: "Encamp", parish: "encamp", location: at("exact") }, i18n("ca"))).toEqual({
      alt: "Mapa de la ubicació a Encamp",
      caption: "Ubicació",
    });
    expect(locationLabels({ town: "el Tarter", parish: "canillo", location: at("town") }, i18n("ca"))).toEqual({
      alt: "Mapa de la ubicació aproximada al Tarter",
      caption: "Ubicació aproximada",
    });
    expect(locationLabels({ town: "Encamp", parish: "encamp", location: at("street") }, i18n("en")).alt).toBe(
      "Map of the approximate location in Encamp",
    );
  });

  it("names the parish for a parish-level place, and says when nothing is known", () => {
    const parish = { town: null, parish: "ordino", location: at("parish") };
    expect(locationLabels(parish, i18n("ca")).alt).toBe("Mapa de la parròquia d'Ordino");
    expect(locationLabels(parish, i18n("fr")).alt).toBe("Carte de la paroisse d'Ordino");
    expect(locationLabels(parish, i18n("es")).alt).toBe("Mapa de la parroquia de Ordino");
    expect(locationLabels({ town: null, parish: null, location: null }, i18n("fr"))).toEqual({
      alt: "Carte d'Andorre : emplacement non indiqué",
      caption: "Emplacement approximatif",
    });
  });
});

describe("galleryLabels", () => {
  it("leaves the position for the browser and puts the title in the photo's alt text", () => {
    const labels = galleryLabels(
      { town: "Encamp", parish: "encamp", location: at("exact") },
      "Pis a Encamp",
      i18n("fr"),
    );
    expect(labels.counter).toBe("Photo {n} sur {total}");
    expect(labels.photoAlt).toBe("Pis a Encamp : photo {n} sur {total}");
    expect(labels.next).toBe("Photo suivante");
  });
});
