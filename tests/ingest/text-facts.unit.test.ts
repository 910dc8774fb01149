// The facts an advert's text states beyond its structured fields (text-facts.ts), read the
// same way in any language, how two texts' facts compare (fact-agreement.ts) and what that does to a pair's score;
// plus the parish-free blocking key for adverts agreeing in price and surface.
import { describe, expect, it } from "vitest";
import { CandidateIndex } from "@/lib/ingest/match/blocking/candidate-index";
import { scorePair } from "@/lib/ingest/match/scoring/score";
import { compareFacts } from "@/lib/ingest/match/features/fact-agreement";
import { other, rec } from "../support/match-fixtures";
import { extractTextFacts } from "@/lib/ingest/match/evidence/text-facts";

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
    // A duplex names each of its floors: both are its own, and either one agrees.
    expect(floorOf("Àtic i sobreàtic, 5a i 6a planta")).toEqual([5, 6]);
    expect(floorOf("Duplex on the 3rd and 4th floor")).toEqual([3, 4]);
    expect(floorOf("3 habitacions i 2a planta")).toEqual([2]);
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

  it("reads no names from a headline in Title Case, and reads the sentences after it", () => {
    // "Calle Tranquila" is a description here: every word of the headline is capitalised.
    expect(extractTextFacts("Piso En Calle Tranquila Con Vistas Al Edificio Nuevo", own)).toBeNull();
    const f = extractTextFacts("Apartament Amb Vistes Per Estrenar. Edifici Roureda, porta B", own);
    expect(f?.names).toEqual(["b:roureda"]);
    expect(f?.units).toEqual(["door:b"]);
  });
});

describe("text facts in a pair's score", () => {
  it("takes another floor for another unit of the building, whatever the language", () => {
    const siblings = scorePair(
      rec({ description: "Pis al 3r pis de l'Edifici Roureda" }),
      other({ description: "Flat on the fifth floor of Roureda building" }),
    );
    const same = scorePair(
      rec({ description: "Pis al 3r pis" }),
      other({ description: "Appartement au troisième étage" }),
    );
    expect(siblings.signals.fact).toBeLessThanOrEqual(-4);
    expect(same.signals.fact).toBeGreaterThan(0);
    expect(same.score - siblings.score).toBeGreaterThanOrEqual(5);
  });

  it("takes another door for another unit, and a floor of a house for nothing", () => {
    expect(
      scorePair(rec({ description: "2n pis, Porta A" }), other({ description: "2n pis, Porta B" })).signals.fact,
    ).toBeLessThanOrEqual(-3.5);
    const houses = scorePair(
      rec({ type: "house", description: "Planta baixa i primer pis" }),
      other({ type: "house", description: "Ground floor" }),
    );
    expect(houses.signals.fact).toBeUndefined();
  });

  it("agrees on a street spelt in two languages, and on the numbers both texts state", () => {
    const facts = (text: string) => extractTextFacts(text, own);
    const a = facts("Carrer Major 14, Edifici Roureda, 3r pis, terrassa de 25 m², any 2005");
    const b = facts("Calle Mayor 14, Edificio Roureda, tercer piso, terraza de 25 m², año 2005");
    expect(compareFacts(a, b)).toMatchObject({ floor: 1, building: 1, street: 1, sharedNumbers: 3 });
    expect(compareFacts(facts("Carrer Major 14"), facts("Avinguda Meritxell 14")).street).toBe(-1);
    // Two texts full of numbers that share none describe two homes.
    expect(compareFacts(facts("Traster de 12 m², any 1998"), facts("Trastero de 18 m², año 2010"))).toMatchObject({
      sharedNumbers: 0,
      bothNumbered: true,
    });
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
