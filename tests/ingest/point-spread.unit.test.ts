// Sources whose points of one home lie further apart than the fitted sets' (calibration-table.ts):
// a portal that hides addresses moves every point a few hundred metres; the spread its sure
// pairs show with another source is read in proportion before the distance bands, and a
// pair of sources that drifts as the fitted sets do is read as stated.
import { describe, expect, it } from "vitest";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import { featureOf, homeNumbers, measuredCalibration, referencedAdverts } from "../support/match-fixtures";

const METRES_PER_DEGREE = 111_195;
/** Home i's point: a row of homes 1 km apart along a meridian near Escaldes. */
const homePoint = (i: number) => ({ lat: 42.5 + (i * 1000) / METRES_PER_DEGREE, lng: 1.53 });
/** `n` adverts of `sourceId`, each at its home's point moved `north(i)` metres north. */
const adverts = (sourceId: string, n: number, north: (i: number) => number = () => 0) =>
  referencedAdverts(sourceId, homeNumbers(0, n), (i) => {
    const p = homePoint(i);
    return { lat: p.lat + north(i) / METRES_PER_DEGREE, lng: p.lng };
  });
const locationKey = featureOf("location");

describe("calibration: point spread", () => {
  it("reads in proportion the distances to a source that moves every point a few hundred metres", () => {
    const agency = adverts("agency", 30, (i) => (i % 5) * 30); // 0–120 m: the usual drift
    const hidden = adverts("hidden", 30, (i) => 150 + (i % 7) * 50); // 150–450 m
    const spread = measuredCalibration([...agency, ...hidden]);
    const scale = spread.of("pointScales", "hidden").get("agency")!;
    expect(spread.of("pointScales", "agency").get("hidden")).toBe(scale);
    // Four sure pairs in five within 350 m: distances read at 250/350. Home 3: 210 m apart
    // (200–300 m as stated), now 100–200 m; home 5: 400 m apart (300–500 m, against as
    // stated), now 200–300 m (for).
    expect(scale).toBeCloseTo(250 / 350, 3);
    expect(locationKey(agency[3], hidden[3])).toBe("location:precise:200");
    expect(locationKey(hidden[5], agency[5])).toBe("location:precise:300");
    // The next home along (1 km away) stays far.
    expect(locationKey(agency[0], hidden[1])).toBe("location:precise:1500");
  });

  it("reads as stated a pair of sources that drifts as the fitted sets do, or has few sure pairs", () => {
    const agency = adverts("agency", 30);
    const usual = adverts("usual", 30, (i) => (i % 8) * 30); // 0–210 m
    const few = adverts("few", 9, () => 400);
    const spread = measuredCalibration([...agency, ...usual, ...few]);
    for (const s of ["agency", "usual", "few"]) expect(spread.of("pointScales", s).size).toBe(0);
    expect(locationKey(agency[0], few[0])).toBe("location:precise:500");
  });

  it("is measured again at each snapshot, on every advert the matcher holds", () => {
    const consolidator = new Consolidator();
    const agency = adverts("agency", 20);
    const hidden = adverts("hidden", 20, (i) => 300 + (i % 4) * 50);
    consolidator.beginSnapshot([...agency, ...hidden]);
    expect(hidden[0].pointScales.get("agency")).toBeLessThan(1);
  });
});
