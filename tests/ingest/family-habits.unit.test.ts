// Portals that file one kind of home under another (calibration.ts): a source that files
// the houses other sources list under its flat category; its flat against another source's
// house is read as one type of the house family, and blocking looks across the two.
import { describe, expect, it } from "vitest";
import { habitFamily } from "@/lib/ingest/match/calibration/calibrated-reading";
import { CandidateIndex } from "@/lib/ingest/match/blocking/candidate-index";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import { pairFeatures } from "@/lib/ingest/match/features/pair-features";
import type { MatchRecord } from "@/lib/ingest/match/record/match-record";
import { homeNumbers, measuredCalibration, referencedAdverts } from "../support/match-fixtures";

/** Adverts of `sourceId`, reference R<i>: a house every third home, a flat otherwise, unless `filed` says. */
const adverts = (
  sourceId: string,
  n: number,
  filed: (house: boolean) => "flat" | "chalet" = (h) => (h ? "chalet" : "flat"),
) => referencedAdverts(sourceId, homeNumbers(0, n), (i) => ({ type: filed(i % 3 === 0), price: 300_000 + i * 10_000 }));
const typeKeys = (a: MatchRecord, b: MatchRecord) =>
  pairFeatures(a, b).filter((k) => k.startsWith("type:") || k.startsWith("family:"));

describe("calibration: family habits", () => {
  it("finds a portal that files houses under its flat category, and reads its flats as houses against them", () => {
    // Ten houses: the minimum of sure pairs for the portal's filing of them.
    const agency = adverts("agency", 30);
    const portal = adverts("portal", 30, () => "flat");
    const habits = measuredCalibration([...agency, ...portal]);
    expect([...habits.habitsOf("portal")]).toEqual(["home_flat>home_house"]);
    expect(habits.habitsOf("agency").size).toBe(0);
    expect(habitFamily(portal[0], agency[0])).toBe("home_house");
    expect(typeKeys(portal[0], agency[0])).toEqual(["type:same", "family:home_house"]);
    expect(typeKeys(agency[0], portal[0])).toEqual(["type:same", "family:home_house"]);
    // The agency's own house against its flat is still two families.
    expect(typeKeys(agency[0], agency[1])).toEqual(["type:other_family", "family:mixed"]);
  });

  it("reads no habit where families agree, or with fewer houses than the minimum of sure pairs", () => {
    const agency = adverts("agency", 30);
    const portal = adverts("portal", 30);
    const habits = measuredCalibration([...agency, ...portal]);
    expect(habits.habitsOf("agency").size + habits.habitsOf("portal").size).toBe(0);
    const few = adverts("few", 12, () => "flat"); // four houses, all with the agency
    const fewer = measuredCalibration([...agency, ...few]);
    expect(fewer.habitsOf("few").size).toBe(0);
    expect(typeKeys(few[0], agency[0])).toEqual(["type:other_family", "family:mixed"]);
  });

  it("makes the houses of other sources candidates of the portal's flats, and the reverse", () => {
    const consolidator = new Consolidator();
    // Ten houses: the minimum of sure pairs for the portal's filing of them.
    const agency = adverts("agency", 30);
    const portal = adverts("portal", 30, () => "flat");
    consolidator.beginSnapshot([...agency, ...portal]);
    const index = new CandidateIndex();
    const house = { ...agency[0], reference: null, referenceKey: null, listingId: "house" };
    index.add(house);
    const found: string[] = [];
    const query = { ...portal[0], referenceKey: null };
    index.forEachCandidate(query, index, (c) => found.push(c.listingId));
    expect(found).toContain("house");

    const reverse = new CandidateIndex();
    reverse.add({ ...portal[0], referenceKey: null, listingId: "portal-flat" });
    const back: string[] = [];
    reverse.forEachCandidate(house, reverse, (c) => back.push(c.listingId));
    expect(back).toContain("portal-flat");
  });
});
