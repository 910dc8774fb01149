// Sources that state another floor area (calibration-table.ts): the ratio a pair of sources
// shows on its sure pairs (same agency, same reference) is divided out before surfaces are
// compared; a source that states the useful area only now and then is read as stated.
import { describe, expect, it } from "vitest";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import { featureOf, homeNumbers, measuredCalibration, referencedAdverts } from "../support/match-fixtures";

/** `n` adverts of `sourceId`, reference R<i>, 80 + 5·i m² times `factor(i)`. */
const adverts = (sourceId: string, n: number, factor: (i: number) => number = () => 1) =>
  referencedAdverts(sourceId, homeNumbers(0, n), (i) => ({ surfaceM2: Math.round((80 + 5 * i) * factor(i)) }));
const surfaceKey = featureOf("surface");

describe("calibration: surface ratio", () => {
  it("divides out the ratio of a source that states the useful area on every advert", () => {
    const agency = adverts("agency", 30);
    const useful = adverts("useful", 30, () => 0.86);
    const ratios = measuredCalibration([...agency, ...useful]);
    expect(ratios.of("surfaceRatios", "useful").get("agency")).toBeCloseTo(0.86, 2);
    expect(ratios.of("surfaceRatios", "agency").get("useful")).toBeCloseTo(1 / 0.86, 2);
    // 86 % of the built area reads as the same measure, both ways round.
    expect(surfaceKey(useful[10], agency[10])).toBe("surface:share:0");
    expect(surfaceKey(agency[10], useful[10])).toBe("surface:share:0");
    // A unit 14 % larger than the agency's home still reads as one.
    expect(surfaceKey(agency[10], useful[12])).not.toBe("surface:share:0");
  });

  it("reads a source that states the useful area now and then, or has few sure pairs, as stated", () => {
    const agency = adverts("agency", 30);
    const sometimes = adverts("sometimes", 30, (i) => (i % 3 === 0 ? 0.86 : 1));
    const few = adverts("few", 9, () => 0.86);
    const ratios = measuredCalibration([...agency, ...sometimes, ...few]);
    for (const s of ["agency", "sometimes", "few"]) expect(ratios.of("surfaceRatios", s).size).toBe(0);
    // As stated, 14 % apart; its sure pairs with both sources together show it drifting (surface-drift.ts).
    expect(surfaceKey(few[5], agency[5])).toBe("surface:drift:0.15");
  });

  it("is measured again at each snapshot, on every advert the matcher holds", () => {
    const consolidator = new Consolidator();
    const agency = adverts("agency", 20);
    const useful = adverts("useful", 20, () => 0.86);
    consolidator.beginSnapshot([...agency, ...useful]);
    expect(useful[0].surfaceRatios.get("agency")).toBeCloseTo(0.86, 2);
  });
});
