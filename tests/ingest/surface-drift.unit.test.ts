// Sources that state another floor area now and then (surface-drift.ts): each source's rate
// of differing beyond rounding is read from its sure pairs with every other source, a source
// with few of them at the rate all sources show together, and a pair of sources where either
// drifts reads surface differences with bands of its own.
import { describe, expect, it } from "vitest";
import { Calibration } from "@/lib/ingest/match/calibration/calibration";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import type { MatchRecord } from "@/lib/ingest/match/record/match-record";
import { surfacesDrift } from "@/lib/ingest/match/calibration/surface-drift";
import { featureOf, homeNumbers, referencedAdverts } from "../support/match-fixtures";

/** `n` adverts of `sourceId`, reference R<i>, 80 + 5·i m² times `factor(i)`. */
const adverts = (sourceId: string, n: number, factor: (i: number) => number = () => 1) =>
  referencedAdverts(sourceId, homeNumbers(0, n), (i) => ({ surfaceM2: Math.round((80 + 5 * i) * factor(i)) }));
const surfaceKey = featureOf("surface");
/** The useful area (86 % of the built one) on every third advert. */
const sometimes = (i: number) => (i % 3 === 0 ? 0.86 : 1);

/** Measures `records` and hands each its source's live maps, as the consolidator does. */
function measured(records: MatchRecord[]): Calibration {
  const calibration = new Calibration();
  for (const r of records) calibration.attach(r);
  calibration.measure(records);
  return calibration;
}

describe("surface drift", () => {
  it("reads the source that states the useful area now and then, and only that one", () => {
    const built = adverts("built", 30);
    const alsoBuilt = adverts("also-built", 30);
    const useful = adverts("useful", 30, sometimes);
    measured([...built, ...alsoBuilt, ...useful]);
    const drift = built[0].surfaceDrift;
    // A third of its adverts, read a little lower: the prior is the rate of all sources together.
    expect(drift.rate("useful")).toBeGreaterThan(0.25);
    expect(drift.rate("useful")).toBeLessThan(0.34);
    expect(drift.rate("built")).toBeLessThan(0.05);
    expect(drift.rate("also-built")).toBeLessThan(0.05);
    expect(surfacesDrift(useful[1], built[1])).toBe(true);
    expect(surfacesDrift(built[1], useful[1])).toBe(true);
    expect(surfacesDrift(built[1], alsoBuilt[1])).toBe(false);
    // 12 % apart: the habit's bands against the drifting source, the usual ones elsewhere.
    expect(surfaceKey(useful[0], built[0])).toBe("surface:drift:0.15");
    expect(surfaceKey(alsoBuilt[0], built[3])).toBe("surface:share:0.15");
  });

  it("does not read a ratio stated on every advert as drift", () => {
    const built = adverts("built", 30);
    const alsoBuilt = adverts("also-built", 30);
    const useful = adverts("useful", 30, () => 0.86);
    measured([...built, ...alsoBuilt, ...useful]);
    expect(useful[0].surfaceRatios.get("built")).toBeCloseTo(0.86, 2);
    expect(useful[0].surfaceDrift.rate("useful")).toBeLessThan(0.02);
    expect(surfacesDrift(useful[1], built[1])).toBe(false);
  });

  it("reads a source with few sure pairs at the rate all sources show together", () => {
    const few = (sourceId: string) => adverts(sourceId, 3);
    // Among sources that state surfaces alike, a source that has shown little is read alike...
    const alike = [...adverts("built", 30), ...adverts("also-built", 30), ...few("few")];
    measured(alike);
    expect(surfacesDrift(alike[61], alike[1])).toBe(false);
    expect(alike[0].surfaceDrift.rate("never-seen")).toBeLessThan(0.02);
    // ...among sources that all drift, a source that has shown little drifts with them.
    const otherHomes = (i: number) => (i % 3 === 1 ? 0.86 : 1);
    const drifting = [...adverts("useful", 30, sometimes), ...adverts("also-useful", 30, otherHomes), ...few("few")];
    measured(drifting);
    expect(drifting[0].surfaceDrift.rate("few")).toBeGreaterThan(0.1);
    expect(drifting[0].surfaceDrift.rate("never-seen")).toBeGreaterThan(0.2);
  });

  it("is measured again at each snapshot, on every advert the matcher holds", () => {
    const consolidator = new Consolidator();
    consolidator.beginSnapshot([
      ...adverts("built", 20),
      ...adverts("also-built", 20),
      ...adverts("useful", 20, sometimes),
    ]);
    const useful = adverts("useful", 1)[0];
    consolidator.add(useful);
    expect(useful.surfaceDrift.rate("useful")).toBeGreaterThan(0.2);
  });
});
