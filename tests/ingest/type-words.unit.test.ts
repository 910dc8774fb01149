// Type words of feeds beyond the development sets' (tests/ingest/vocabulary.test.ts holds
// those): the other languages and phrasings a held-out feed may use. Each must come out as
// its type, not as `other` counted under unknownTypes.
import { describe, expect, it } from "vitest";
import { typeFromText } from "@/lib/ingest/normalise/vocabulary";

describe("type words of other feeds", () => {
  it.each([
    ["Moradia", "house"],
    ["Moradia T3", "house"],
    ["Moradia isolada", "chalet"],
    ["Moradia geminada", "townhouse"],
    ["Moradia em banda", "townhouse"],
    ["Apartamento T2", "flat"],
    ["Cobertura", "penthouse"],
    ["Quinta", "farmhouse"],
    ["Quarto", "room"],
    ["Lote de terreno", "land"],
    ["Garagem", "parking"],
    ["Lugar de garagem", "parking"],
    ["Loja", "commercial"],
    ["Escritório", "office"],
    ["Armazém", "industrial"],
    ["Prédio", "building"],
    ["Arrecadação", "storage"],
    ["Lojas", "commercial"],
  ])("Portuguese: %s → %s", (word, type) => {
    expect(typeFromText(word)).toBe(type);
  });

  it.each([
    ["Villa pareada", "townhouse"],
    ["Villa adosada", "townhouse"],
    ["Chalet adossat", "townhouse"],
    ["Xalet aparellat", "townhouse"],
    ["Maison jumelée", "townhouse"],
    ["Terraced", "townhouse"],
    ["End of terrace house", "townhouse"],
    ["Chalet individual", "chalet"],
    ["Villa de luxe", "chalet"],
  ])("a villa against its neighbour is a townhouse: %s → %s", (word, type) => {
    expect(typeFromText(word)).toBe(type);
  });

  it.each([
    ["Comercial", "commercial"],
    ["Espai comercial", "commercial"],
    ["Espacio comercial", "commercial"],
    ["Studette", "studio"],
    ["Maisonette", "duplex"],
    ["Block of flats", "building"],
    ["Barn conversion", "farmhouse"],
    ["Rez-de-jardin", "flat"],
    ["Detached", "house"],
  ])("other words and phrasings: %s → %s", (word, type) => {
    expect(typeFromText(word)).toBe(type);
  });

  it.each([
    ["Habitatge", "other"],
    ["Immoble", "other"],
    ["Inmueble", "other"],
    ["Propriété", "other"],
    ["Property", "other"],
    ["Imóvel", "other"],
    ["Habitatge unifamiliar", "house"],
    ["Immoble comercial", "commercial"],
    ["Altres: pàrquing", "parking"],
  ])("a word naming no type is known, and yields to a kind beside it: %s → %s", (word, type) => {
    expect(typeFromText(word)).toBe(type);
  });
});
