// Operation and price-frequency words of feeds beyond the development sets'
// (tests/ingest/vocabulary.test.ts holds those). A word not read rejects the advert
// `no_operation`, so each gap loses adverts, not just a field.
import { describe, expect, it } from "vitest";
import { monthlyFactor, operationFromText } from "@/lib/ingest/normalise/vocabulary";

describe("operation words of other feeds", () => {
  it.each([
    ["Arrendamento", "rent"],
    ["Aluguer", "rent"],
    ["Aluguel", "rent"],
    ["Arrenda-se", "rent"],
    ["Vende-se", "sale"],
    ["pcm", "rent"],
    ["Letting", "rent"],
    ["Resale", "sale"],
    ["per annum", "rent"],
  ])("%s → %s", (word, operation) => {
    expect(operationFromText(word)).toBe(operation);
  });

  it("converts a rent per annum to the month", () => {
    expect(monthlyFactor("per annum")).toBe(1 / 12);
    expect(monthlyFactor("pcm")).toBe(1);
  });
});
