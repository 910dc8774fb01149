// Each source's price level, fitted on its sure pairs with every other source at once
// (price-levels.ts): a portal that adds its fee to every price is read against sources it
// shares too few sure pairs with one by one; a lag on some adverts only is no level.
import { describe, expect, it } from "vitest";
import { alignedLevels } from "@/lib/ingest/match/calibration/price-levels";
import { featureOf, homeNumbers, measuredCalibration, referencedAdverts } from "../support/match-fixtures";

/** Adverts of `sourceId` for homes `from`…`from + n − 1`, priced 300,000 + 10,000·home times `factor(home)`. */
const adverts = (sourceId: string, from: number, n: number, factor: (h: number) => number = () => 1) =>
  referencedAdverts(sourceId, homeNumbers(from, n), (h) => ({ price: Math.round((300_000 + 10_000 * h) * factor(h)) }));
const priceKey = featureOf("price");

describe("calibration: price levels", () => {
  it("reads a portal's fee from its sure pairs with all sources, though few with each", () => {
    const a = adverts("agency-a", 0, 30);
    const b = adverts("agency-b", 0, 30);
    // 3 % on every price; six sure pairs with each agency: too few for either pair alone.
    const portal = [...adverts("portal", 0, 6, () => 1.03), ...adverts("portal", 40, 6, () => 1.03)];
    const c = adverts("agency-c", 40, 6);
    const calibration = measuredCalibration([...a, ...b, ...c, ...portal, ...adverts("agency-b", 40, 6)]);
    expect(calibration.of("priceRatios", "portal", "sale").get("agency-a")).toBeCloseTo(1.03, 3);
    expect(calibration.of("priceRatios", "agency-a", "sale").get("portal")).toBeCloseTo(1 / 1.03, 3);
    expect(calibration.of("priceRatios", "agency-a", "sale").has("agency-b")).toBe(false);
    // Its price of home 1 reads as the agencies' (310,000 × 1.03 = 319,300).
    expect(priceKey(portal[1], a[1])).toBe("price:same_round");
  });

  it("finds no level where a third of a source's adverts lag, nor with too few sure pairs", () => {
    const a = adverts("agency-a", 0, 30);
    const lagging = adverts("lagging", 0, 30, (h) => (h % 3 === 0 ? 1.05 + (h % 7) / 100 : 1));
    const few = adverts("few", 0, 4, () => 1.03); // 8 sure pairs in all
    const calibration = measuredCalibration([...a, ...lagging, ...few]);
    expect(calibration.of("priceRatios", "lagging", "sale").size).toBe(0);
    expect(calibration.of("priceRatios", "few", "sale").size).toBe(0);
  });

  it("reads a fee on a portal's sale prices apart from its rentals, which carry none", () => {
    const sales = adverts("agency-a", 0, 30);
    const portalSales = adverts("portal", 0, 30, () => 1.03);
    // The same portal's rentals (other homes, other references) at the agency's prices.
    const rentals = (sourceId: string) =>
      referencedAdverts(sourceId, homeNumbers(100, 30), (h) => ({ operation: "rent", price: 1_000 + 10 * h }));
    const [agencyRentals, portalRentals] = [rentals("agency-a"), rentals("portal")];
    const calibration = measuredCalibration([...sales, ...portalSales, ...agencyRentals, ...portalRentals]);
    expect(calibration.of("priceRatios", "portal", "sale").get("agency-a")).toBeCloseTo(1.03, 3);
    expect(calibration.of("priceRatios", "portal", "rent").size).toBe(0);
    // A rental's price is compared as stated: the same figure is the same price, not 3 % apart.
    expect(priceKey(portalRentals[1], agencyRentals[1])).toBe("price:same");
    expect(priceKey(portalSales[1], sales[1])).toBe("price:same_round");
  });

  it("puts a market's levels on the centre of the levels read on both markets", () => {
    // The sales' levels, centred on their own median source, sit 1 % under the pooled ones.
    const pooled = new Map([
      ["a", 0],
      ["b", 0],
      ["c", 0],
      ["portal", 0.015],
    ]);
    const sales = new Map([
      ["a", -0.01],
      ["b", -0.01],
      ["portal", 0.02],
      ["d", 0.04],
    ]);
    const aligned = alignedLevels(sales, pooled);
    // The common sources' median gap is taken out; the portal keeps its own fee, and a
    // source levelled on sales only moves with the rest.
    expect(aligned.get("a")).toBeCloseTo(0, 9);
    expect(aligned.get("b")).toBeCloseTo(0, 9);
    expect(aligned.get("portal")).toBeCloseTo(0.03, 9);
    expect(aligned.get("d")).toBeCloseTo(0.05, 9);
    // Nothing in common: nothing to align on.
    expect(alignedLevels(new Map([["d", 0.04]]), pooled).get("d")).toBe(0.04);
  });
});
