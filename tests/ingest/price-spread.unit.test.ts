// How far two sources' prices drift (calibration-table.ts): measured on their sure pairs (same
// agency, same reference); a pair of sources that drifts further than the fitted sets has
// its price differences read in proportion, and a pair that drifts less is read as stated.
import { describe, expect, it } from "vitest";
import { Calibration } from "@/lib/ingest/match/calibration/calibration";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import { featureOf, homeNumbers, measuredCalibration, rec, referencedAdverts } from "../support/match-fixtures";

/** `n` adverts of `sourceId`, reference R<i>, priced 300,000 + 10,000·i times `factor(i)`. */
const adverts = (sourceId: string, n: number, factor: (i: number) => number = () => 1) =>
  referencedAdverts(sourceId, homeNumbers(0, n), (i) => ({ price: Math.round((300_000 + 10_000 * i) * factor(i)) }));
const priceKey = featureOf("price");
/** An advert of `sourceId` priced 6.5 % above the first advert of the fixture (300,000). */
const above = (sourceId: string, spread: Calibration) => ({
  ...rec({ listingId: `${sourceId}-above`, sourceId, price: 321_000 }),
  priceScales: spread.of("priceScales", sourceId, "sale"),
  priceRatios: spread.of("priceRatios", sourceId, "sale"),
});

describe("calibration: price ratio and spread", () => {
  it("reads the prices of a source that lags on many adverts in proportion to its spread", () => {
    const agency = adverts("agency", 30);
    // One advert in three shows the price before an 8 % cut; the others agree within 1 %.
    const lagging = adverts("lagging", 30, (i) => (i % 3 === 0 ? 1 / 0.92 : 1 + (i % 5) / 1000));
    const spread = measuredCalibration([...agency, ...lagging]);
    expect(spread.of("priceScales", "lagging", "sale").get("agency")).toBeCloseTo(0.625, 2); // 5 % / 8 %
    expect(spread.of("priceScales", "agency", "sale").get("lagging")).toBe(
      spread.of("priceScales", "lagging", "sale").get("agency"),
    );
    // 6.5 % apart reads as 4.1 %: within the bands one home's prices keep.
    expect(priceKey(above("lagging", spread), agency[0])).toBe("price:0.05");
    expect(priceKey(agency[0], above("lagging", spread))).toBe("price:0.05");
    // A third source is read as stated against both.
    expect(priceKey(above("third", spread), agency[0])).toBe("price:0.08");
  });

  it("leaves a pair of sources that drifts as the fitted sets do, or has too few sure pairs, as stated", () => {
    const agency = adverts("agency", 30);
    const close = adverts("close", 30, (i) => 1 + (i % 4) / 100); // within 3 %
    const few = adverts("few", 4, () => 1 / 0.92); // 8 sure pairs in all (price-levels.ts pools them)
    const spread = measuredCalibration([...agency, ...close, ...few]);
    for (const s of ["agency", "close", "few"]) expect(spread.of("priceScales", s, "sale").size).toBe(0);
    expect(priceKey(above("few", spread), agency[0])).toBe("price:0.08");
    expect(priceKey(above("close", spread), agency[0])).toBe("price:0.08");
  });

  it("divides out the ratio of a source whose prices all include a tax, and reads the rest as stated", () => {
    const agency = adverts("agency", 30);
    // Andorra's 4.5 % IGI on every price, and the usual drift on a third of them.
    const taxed = adverts("taxed", 30, (i) => 1.045 * (i % 3 === 0 ? 1.02 : 1));
    const spread = measuredCalibration([...agency, ...taxed]);
    expect(spread.of("priceRatios", "taxed", "sale").get("agency")).toBeCloseTo(1.045, 3);
    expect(spread.of("priceRatios", "agency", "sale").get("taxed")).toBeCloseTo(1 / 1.045, 3);
    expect(spread.of("priceScales", "taxed", "sale").size).toBe(0); // what is left drifts as the fit's
    expect(priceKey(taxed[1], agency[1])).toBe("price:same_round"); // 310,000 × 1.045
    expect(priceKey(agency[1], taxed[1])).toBe("price:same_round");
    expect(priceKey(taxed[3], agency[3])).toBe("price:0.02");
  });

  it("finds no ratio where only some adverts lag: their differences spread over many steps", () => {
    const agency = adverts("agency", 30);
    const lagging = adverts("lagging", 30, (i) => (i % 3 === 0 ? 1.05 + (i % 7) / 100 : 1));
    const spread = measuredCalibration([...agency, ...lagging]);
    expect(spread.of("priceRatios", "lagging", "sale").size).toBe(0);
    expect(spread.of("priceScales", "lagging", "sale").get("agency")).toBeLessThan(1);
  });

  it("is measured again at each snapshot, on every advert the matcher holds", () => {
    const consolidator = new Consolidator();
    const agency = adverts("agency", 20);
    const taxed = adverts("taxed", 20, () => 1.045);
    consolidator.beginSnapshot([...agency, ...taxed]);
    expect(taxed[0].priceRatios.get("agency")).toBeCloseTo(1.045, 3);
    expect(priceKey(taxed[0], agency[0])).toBe("price:same_round");
  });
});
