// "in/of <place>" with each language's elision and article contraction.
import { describe, expect, it } from "vitest";
import { placePhrase } from "@/lib/i18n/place-phrase";

describe("placePhrase", () => {
  it("elides Catalan and French 'de' before a vowel, not before a consonant or article", () => {
    expect(placePhrase("ca", "of", "Ordino")).toBe("d'Ordino");
    expect(placePhrase("ca", "of", "Encamp")).toBe("d'Encamp");
    expect(placePhrase("ca", "of", "Andorra la Vella")).toBe("d'Andorra la Vella");
    expect(placePhrase("ca", "of", "Escaldes-Engordany")).toBe("d'Escaldes-Engordany");
    expect(placePhrase("ca", "of", "Canillo")).toBe("de Canillo");
    expect(placePhrase("ca", "of", "La Massana")).toBe("de la Massana");
    expect(placePhrase("fr", "of", "Ordino")).toBe("d'Ordino");
    expect(placePhrase("fr", "of", "Andorra la Vella")).toBe("d'Andorra la Vella");
    expect(placePhrase("fr", "of", "La Massana")).toBe("de La Massana");
    expect(placePhrase("fr", "of", "Sant Julià de Lòria")).toBe("de Sant Julià de Lòria");
    expect(placePhrase("es", "of", "Ordino")).toBe("de Ordino");
    expect(placePhrase("en", "of", "Ordino")).toBe("of Ordino");
  });

  it("contracts Catalan a/de with el/els and French à/de with le/les", () => {
    expect(placePhrase("ca", "in", "el Tarter")).toBe("al Tarter");
    expect(placePhrase("ca", "of", "El Serrat")).toBe("del Serrat");
    expect(placePhrase("ca", "in", "els Plans")).toBe("als Plans");
    expect(placePhrase("ca", "of", "els Plans")).toBe("dels Plans");
    expect(placePhrase("ca", "in", "les Escaldes")).toBe("a les Escaldes");
    expect(placePhrase("ca", "of", "l'Aldosa de Canillo")).toBe("de l'Aldosa de Canillo");
    expect(placePhrase("ca", "in", "l’Obaga")).toBe("a l'Obaga");
    expect(placePhrase("fr", "in", "Pas de la Casa")).toBe("au Pas de la Casa");
    expect(placePhrase("fr", "of", "Pas de la Casa")).toBe("du Pas de la Casa");
    expect(placePhrase("fr", "in", "Encamp")).toBe("à Encamp");
  });

  it("does not elide before a consonantal i/u or h", () => {
    expect(placePhrase("ca", "of", "Iaén")).toBe("de Iaén");
    expect(placePhrase("ca", "of", "Incles")).toBe("d'Incles");
  });
});
