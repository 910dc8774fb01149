// Sources that name only parishes (parish-only.ts): a source that never names a village
// while the others do has its town-level adverts compared by parish, so its "Canillo" on
// Canillo's centre meets another source's advert in Soldeu; a source that names villages,
// or too few adverts to tell, is read as stated.
import { describe, expect, it } from "vitest";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import { markParishOnlySources } from "@/lib/ingest/match/calibration/parish-only";
import type { MatchRecord } from "@/lib/ingest/match/record/match-record";
import { featureOf, rec } from "../support/match-fixtures";

const CANILLO = { lat: 42.5676, lng: 1.5976 };
const SOLDEU = { lat: 42.5766, lng: 1.6677 };

/** `n` town-level adverts of `sourceId`, every `villageEvery`-th in Soldeu, the rest in Canillo. */
function adverts(sourceId: string, n: number, villageEvery: number): MatchRecord[] {
  return Array.from({ length: n }, (_, i) => {
    const village = villageEvery > 0 && i % villageEvery === 0;
    return rec({
      listingId: `${sourceId}-${i}`,
      sourceId,
      parish: "canillo",
      town: village ? "Soldeu" : "Canillo",
      ...(village ? SOLDEU : CANILLO),
      locationPrecision: "town",
    });
  });
}
const locationKey = featureOf("location");

describe("markParishOnlySources", () => {
  it("compares by parish the town-level adverts of a source that never names a village", () => {
    const portal = adverts("portal", 60, 0);
    const agency = adverts("agency", 60, 4);
    expect([...markParishOnlySources([...portal, ...agency])]).toEqual(["portal"]);
    // Canillo's centre against Soldeu, 6 km away: as close as one town's two adverts.
    expect(locationKey(portal[0], agency[0])).toBe("location:same_town:100");
    expect(locationKey(agency[0], portal[0])).toBe("location:same_town:100");
    // Between the agency's own adverts, the village still counts.
    expect(locationKey(agency[0], agency[1])).toBe("location:same_parish:inf");
  });

  it("leaves alone sources that name villages, or too few adverts to tell, or a run with no village", () => {
    expect(markParishOnlySources([...adverts("a", 60, 4), ...adverts("b", 60, 10)]).size).toBe(0);
    expect(markParishOnlySources([...adverts("few", 40, 0), ...adverts("b", 60, 4)]).size).toBe(0);
    expect(markParishOnlySources([...adverts("a", 60, 0), ...adverts("b", 60, 0)]).size).toBe(0);
  });

  it("is measured again at each snapshot, on every advert the matcher holds", () => {
    const consolidator = new Consolidator();
    const portal = adverts("portal", 60, 0);
    consolidator.beginSnapshot([...portal, ...adverts("agency", 60, 4)]);
    expect(portal[0].parishOnly).toBe(true);
  });
});
