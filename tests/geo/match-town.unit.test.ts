import { describe, expect, it } from "vitest";
import { TOWNS, findTownInText, matchTown } from "@/lib/geo";

describe("matchTown", () => {
  it.each([
    ["les Escaldes", "les_escaldes", "escaldes_engordany"],
    ["Escaldes", "les_escaldes", "escaldes_engordany"],
    ["LES ESCALDES", "les_escaldes", "escaldes_engordany"],
    ["Escaldes-Engordany", "les_escaldes", "escaldes_engordany"],
    ["La Massana", "la_massana", "la_massana"],
    ["la massana", "la_massana", "la_massana"],
    ["Sant Julià", "sant_julia_de_loria", "sant_julia_de_loria"],
    ["Sant Julia de Loria", "sant_julia_de_loria", "sant_julia_de_loria"],
    ["El Tarter", "el_tarter", "canillo"],
    ["Tarter", "el_tarter", "canillo"],
    ["Pas de la Casa", "pas_de_la_casa", "encamp"],
    ["Andorra la Vella", "andorra_la_vella", "andorra_la_vella"],
    // Other languages' names, abbreviations, postcodes and compound texts.
    ["Andorre-la-Vieille", "andorra_la_vella", "andorra_la_vella"],
    ["Andorra la Vieja", "andorra_la_vella", "andorra_la_vella"],
    ["St. Julià de Lòria", "sant_julia_de_loria", "sant_julia_de_loria"],
    ["AD500 Andorra la Vella", "andorra_la_vella", "andorra_la_vella"],
    ["Las Escaldas", "les_escaldes", "escaldes_engordany"],
    ["Le Pas de la Case", "pas_de_la_casa", "encamp"],
    ["Sta. Coloma", "santa_coloma", "andorra_la_vella"],
    ["Auvinyà", "aubinya", "sant_julia_de_loria"],
    ["Soldeu El Tarter", "soldeu", "canillo"],
    ["Santa Coloma d'Andorra", "santa_coloma", "andorra_la_vella"],
    ["Canillo, Andorra", "canillo", "canillo"],
    ["Erts (La Massana)", "erts", "la_massana"],
    ["La Massana - Anyós", "anyos", "la_massana"],
  ])("%s → %s", (text, id, parish) => {
    const town = matchTown(text);
    expect(town?.id).toBe(id);
    expect(town?.parish).toBe(parish);
  });

  it("matches nothing for foreign or too short names, nor for the country's name", () => {
    expect(matchTown("Barcelona")).toBeNull();
    expect(matchTown("Andorra")).toBeNull(); // not Andorra la Vella
    expect(matchTown("Principat d'Andorra")).toBeNull();
    expect(matchTown("La")).toBeNull();
    expect(matchTown("")).toBeNull();
    expect(matchTown(null)).toBeNull();
  });

  it("has unique slug ids and a parish for every town", () => {
    expect(new Set(TOWNS.map((t) => t.id)).size).toBe(TOWNS.length);
    expect(TOWNS.length).toBeGreaterThan(40);
  });

  it("finds a town named inside free text", () => {
    expect(findTownInText("Àtic lluminós a Sant Julià de Lòria, 3 habitacions")?.id).toBe("sant_julia_de_loria");
    expect(findTownInText("Flat in Soldeu with views")?.parish).toBe("canillo");
    expect(findTownInText("Nice flat, great views")).toBeNull();
  });
});
