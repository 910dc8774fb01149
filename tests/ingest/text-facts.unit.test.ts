// The facts an advert's text states beyond its structured fields (text-facts.ts), read the
// same way in any language, and what they do to a pair's score (signals.ts textSignals);
// plus the parish-free blocking key for adverts agreeing in price and surface.
import { describe, expect, it } from "vitest";
import { CandidateIndex } from "@/lib/ingest/match/candidate-index";
import { scorePair } from "@/lib/ingest/match/score";
import { MAX_TEXT } from "@/lib/ingest/match/signals";
import { other, rec } from "../support/match-fixtures";
import { extractTextFacts } from "@/lib/ingest/match/text-facts";

const own = { price: 350000, surface: 85 };
const floorOf = (text: string) => extractTextFacts(text, own)?.floors ?? [];

describe("text facts", () => {
  it("reads the same floor in Catalan, Spanish, French and English", () => {
    for (const text of [
      "Pis al 3r pis amb vistes",
      "Piso en tercer piso",
      "Appartement au 3ème étage",
      "Flat on the third floor",
      "Planta 3, ascensor",
      "3º piso",
    ]) {
      expect(floorOf(text), text).toEqual([3]);
    }
    expect(floorOf("Pis en planta baixa amb jardí")).toEqual([0]);
  });

  it("does not read a flat's room count or the word 'pis' (flat) as a floor", () => {
    expect(extractTextFacts("Pis a Encamp, 3 habitacions, 85 m², amb terrassa.", own)).toBeNull();
    expect(floorOf("Pis 3 habitacions a Escaldes")).toEqual([]);
    expect(floorOf("House on 2 floors")).toEqual([]);
  });

  it("reads a door or block letter only when written as one", () => {
    expect(extractTextFacts("3r pis, Porta B", own)?.units).toEqual(["door:b"]);
    expect(extractTextFacts("Bloc 2, escala A", own)?.units).toEqual(["block:2", "block:a"]);
    expect(extractTextFacts("Porta a la terrassa des del menjador", own)).toBeNull();
    expect(extractTextFacts("PIS A ESCALDES, PORTA A", own)).toBeNull(); // capitals mean nothing in all-caps text
  });

  it("keeps building and street names and numbers the structured fields do not explain", () => {
    const f = extractTextFacts(
      "Edifici Roureda, Carrer de la Unió 12. 85 m², terrassa de 25 m², any 2005, 350.000 €",
      own,
    );
    expect(f?.names).toEqual(["b:roureda", "s:unio"]);
    expect(f?.numbers).toEqual([12, 25, 2005]); // not the surface (85) nor the price
  });
});

describe("text signals", () => {
  it("takes another floor for another unit of the building, whatever the language", () => {
    const siblings = scorePair(
      rec({ description: "Pis al 3r pis de l'Edifici Roureda" }),
      other({ description: "Flat on the fifth floor of Roureda building" }),
    );
    const same = scorePair(
      rec({ description: "Pis al 3r pis" }),
      other({ description: "Appartement au troisième étage" }),
    );
    expect(siblings.signals.floor).toBeLessThanOrEqual(-4);
    expect(same.signals.floor).toBeGreaterThan(0);
    expect(same.score - siblings.score).toBeGreaterThanOrEqual(5);
  });

  it("takes another door for another unit, and a floor of a house for nothing", () => {
    expect(
      scorePair(rec({ description: "2n pis, Porta A" }), other({ description: "2nd floor, door B" })).signals.unit,
    ).toBeLessThanOrEqual(-3.5);
    const houses = scorePair(
      rec({ type: "house", description: "Planta baixa i primer pis" }),
      other({ type: "house", description: "Ground floor" }),
    );
    expect(houses.signals.floor).toBeUndefined();
  });

  it("agrees on a street spelt in two languages and caps the text's evidence in favour", () => {
    const a = rec({ description: "Carrer Major 14, Edifici Roureda, 3r pis, terrassa de 25 m², any 2005" });
    const b = other({ description: "Calle Mayor 14, Edificio Roureda, tercer piso, terraza de 25 m², año 2005" });
    const s = scorePair(a, b);
    expect(
      scorePair(rec({ description: "Carrer Major 14" }), other({ description: "Calle Mayor 14" })).signals.street,
    ).toBeGreaterThan(0);
    const inFavour = ["floor", "unit", "building", "street", "numbers"].reduce(
      (t, k) => t + Math.max(0, s.signals[k] ?? 0),
      0,
    );
    expect(inFavour).toBeLessThanOrEqual(MAX_TEXT + 1e-9);
    expect(
      scorePair(rec({ description: "Carrer Major 14" }), other({ description: "Avinguda Meritxell 14" })).signals
        .street,
    ).toBeLessThan(0);
  });
});

describe("blocking", () => {
  it("finds an advert agreeing in price and surface that the other source placed in the next parish", () => {
    const index = new CandidateIndex();
    const across = other({ parish: "andorra_la_vella", town: "Andorra la Vella", lat: 42.5075, lng: 1.5318 });
    index.add(across);
    expect(index.candidates(rec({}))).toContain(across);
  });
});
