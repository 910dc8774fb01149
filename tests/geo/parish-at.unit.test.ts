import { describe, expect, it } from "vitest";
import { PARISHES, parishAt, matchTown } from "@/lib/geo";

describe("parishAt", () => {
  it("knows the seven parishes with their API slugs and official names", () => {
    expect(PARISHES.map((p) => p.id)).toEqual([
      "andorra_la_vella",
      "canillo",
      "encamp",
      "escaldes_engordany",
      "la_massana",
      "ordino",
      "sant_julia_de_loria",
    ]);
    expect(PARISHES.find((p) => p.id === "sant_julia_de_loria")?.name).toBe("Sant Julià de Lòria");
    expect(PARISHES.find((p) => p.id === "escaldes_engordany")?.isoCode).toBe("AD-08");
  });

  it("puts each parish's own admin centre inside that parish", () => {
    for (const p of PARISHES) expect(parishAt(p.adminCentre.lat, p.adminCentre.lng)).toBe(p.id);
  });

  it.each([
    ["Soldeu", 42.57688, 1.66769, "canillo"],
    ["Pas de la Casa", 42.54277, 1.73361, "encamp"],
    ["Arinsal", 42.57205, 1.48453, "la_massana"],
    ["Santa Coloma", 42.49454, 1.49897, "andorra_la_vella"],
    ["Aixirivall", 42.46245, 1.50209, "sant_julia_de_loria"],
    ["Engordany (OSM)", 42.513539, 1.538208, "escaldes_engordany"],
    ["Engolasters (OSM)", 42.510511, 1.559233, "escaldes_engordany"],
    ["Ordino village", 42.55623, 1.53319, "ordino"],
  ])("%s is in %s", (_name, lat, lng, parish) => {
    expect(parishAt(lat, lng)).toBe(parish);
  });

  // GeoNames' point for "les Escaldes" lies west of the Valira d'Orient, inside the OSM
  // Andorra la Vella polygon. parishAt answers geometry only: Andorra la Vella. Adverts
  // that merely carry the town's name get their parish from the town (see matchTown).
  it("answers by OSM geometry on the les Escaldes border case", () => {
    expect(parishAt(42.50729, 1.53414)).toBe("andorra_la_vella");
    expect(matchTown("les Escaldes")?.parish).toBe("escaldes_engordany");
  });

  it("returns null outside Andorra and for nonsense input", () => {
    expect(parishAt(42.3573, 1.4567)).toBeNull(); // La Seu d'Urgell, Spain
    expect(parishAt(42.5606, 1.8176)).toBeNull(); // L'Hospitalet-près-l'Andorre, France
    expect(parishAt(41.3874, 2.1686)).toBeNull(); // Barcelona
    expect(parishAt(Number.NaN, 1.5)).toBeNull();
  });
});
