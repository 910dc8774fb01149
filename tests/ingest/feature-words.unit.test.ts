// Feature words of feeds beyond the development sets' (tests/ingest/vocabulary.test.ts holds
// those): Portuguese, and other phrasings of the four languages. Each must come out as its
// canonical label, comparable with the other sources' features.
import { describe, expect, it } from "vitest";
import { normaliseFeatures } from "@/lib/ingest/normalise/features";

describe("feature words of other feeds", () => {
  it.each([
    ["Garagem", "Parking"],
    ["Lugares de garagem", "Parking"],
    ["Terraço", "Terrace"],
    ["Varandas", "Balcony"],
    ["Jardim", "Garden"],
    ["Aquecimento central", "Heating"],
    ["Ar condicionado", "Air conditioning"],
    ["Mobilado", "Furnished"],
    ["Lareira", "Fireplace"],
    ["Arrecadação", "Storage room"],
    ["Cozinha equipada", "Equipped kitchen"],
    ["Armários embutidos", "Built-in wardrobes"],
    ["Vidros duplos", "Double glazing"],
    ["Churrasqueira", "Barbecue"],
    ["Renovado", "Renovated"],
  ])("Portuguese: %s → %s", (word, label) => {
    expect(normaliseFeatures([word])).toEqual([label]);
  });

  it.each([
    ["Garatge doble", "Parking"],
    ["Double garage", "Parking"],
    ["Piso radiante", "Underfloor heating"],
    ["Dormitorio en suite", "En-suite bedroom"],
    ["Suite", "En-suite bedroom"],
    ["Bugaderia", "Laundry room"],
    ["Lavandería", "Laundry room"],
    ["Se admiten mascotas", "Pets allowed"],
  ])("other phrasings: %s → %s", (word, label) => {
    expect(normaliseFeatures([word])).toEqual([label]);
  });

  it.each([
    ["Off Road Parking", "Parking"],
    ["Private Terrace", "Terrace"],
    ["Gas Central Heating", "Heating"],
    ["Log Burner", "Fireplace"],
    ["Utility Room", "Laundry room"],
    ["Ensuite", "En-suite bedroom"],
    ["Ski Storage", "Ski room"],
    ["Video Entry", "Entryphone"],
    ["Fibre Optic", "Internet"],
    ["Fibra òptica", "Internet"],
    ["Disabled Access", "Wheelchair accessible"],
    ["Town Centre", "Central location"],
  ])("English exporters' phrases: %s → %s", (word, label) => {
    expect(normaliseFeatures([word])).toEqual([label]);
  });

  it("reads several features listed in one element, and a feature with its value", () => {
    expect(normaliseFeatures(["Ascensor, Terrassa; Parking", "Pool: yes", "Calefacció: gasoil", "Parking: 2"])).toEqual(
      ["Lift", "Terrace", "Parking", "Pool", "Heating"],
    );
  });

  it("keeps as written a list with an unknown part, and a feature its value denies", () => {
    expect(normaliseFeatures(["Calefacció, gas natural", "Ascensor: No", "Piscina: sin", "Note: Lift"])).toEqual([
      "Calefacció, gas natural",
      "Ascensor: No",
      "Piscina: sin",
      "Note: Lift",
    ]);
  });

  it("reads a feature with a detail in brackets or a count before it", () => {
    expect(normaliseFeatures(["Terraza (20 m²)", "2 Parkings", "2 x Balcó", "Sala (amb xemeneia) de jocs"])).toEqual([
      "Terrace",
      "Parking",
      "Balcony",
      "Sala (amb xemeneia) de jocs",
    ]);
  });
});
