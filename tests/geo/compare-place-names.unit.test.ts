// Town lists read in the order a reader looks names up: leading articles and accents aside.
import { describe, expect, it } from "vitest";
import { comparePlaceNames } from "@/lib/geo";

describe("comparePlaceNames", () => {
  it("files names under their first word after the article", () => {
    const towns = ["el Serrat", "Sornàs", "la Cortinada", "Ansalonga", "les Salines", "Llorts", "el Vilar"];
    expect(towns.sort(comparePlaceNames)).toEqual([
      "Ansalonga",
      "la Cortinada",
      "Llorts",
      "les Salines",
      "el Serrat",
      "Sornàs",
      "el Vilar",
    ]);
  });

  it("orders accented letters with their base letter, and stays total on equal keys", () => {
    expect(["Ordino", "Òrdino", "Encamp", "Éncamp"].sort(comparePlaceNames)).toEqual([
      "Encamp",
      "Éncamp",
      "Ordino",
      "Òrdino",
    ]);
  });
});
