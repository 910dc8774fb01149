import { describe, expect, it } from "vitest";
import { distinctPriceLabels, priceTicks } from "@/lib/charts/price-axis";

describe("price axis", () => {
  it("picks nice ticks covering the prices", () => {
    const ticks = priceTicks(1_260_000, 1_340_000);
    expect(ticks[0]).toBeLessThanOrEqual(1_260_000);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(1_340_000);
    expect(ticks).toEqual([1_250_000, 1_300_000, 1_350_000]);
  });

  it("gives a flat price a band around it", () => {
    const ticks = priceTicks(350_000, 350_000);
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks[0]).toBeLessThan(350_000);
    expect(ticks.at(-1)).toBeGreaterThan(350_000);
  });

  it("labels every tick differently, in each locale", () => {
    for (const locale of ["ca-AD", "es-ES", "fr-FR", "en-GB"]) {
      const ticks = priceTicks(1_260_000, 1_340_000);
      const label = distinctPriceLabels(ticks, locale, "EUR");
      const labels = ticks.map(label);
      expect(new Set(labels).size, `${locale}: ${labels.join(" | ")}`).toBe(ticks.length);
    }
  });
});
