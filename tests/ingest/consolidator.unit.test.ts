// Cluster-level decisions of the Consolidator: deterministic tie-breaks and cannot-links
// that hold for a whole property, not just for the best-scoring pair.
import { describe, expect, it } from "vitest";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import type { MatchInput } from "@/lib/ingest/match/record/match-record";
import { rec as flatRecord } from "../support/match-fixtures";
import { MATCH_THRESHOLD, UNCONTESTED_THRESHOLD } from "@/lib/ingest/match/settings";

// The shared flat (tests/support/match-fixtures.ts) with externalId: "a".
const rec = (over: Partial<MatchInput>) => flatRecord({ externalId: "a", ...over });

describe("Consolidator tie-breaks", () => {
  // Two sibling units of one agency on one portal (other references: they cannot be one
  // home), and an advert from another portal that fits both equally well.
  const unitA = () => rec({ listingId: "l1", externalId: "A1", propertyId: "zzz", sourceId: "s2", reference: "U-1" });
  const unitB = () => rec({ listingId: "l2", externalId: "B1", propertyId: "aaa", sourceId: "s2", reference: "U-2" });
  const query = () => rec({ listingId: "q", externalId: "Q1", propertyId: "", sourceId: "s1" });

  it("breaks an exact tie on the adverts' stable keys, not on random property ids or load order", () => {
    for (const order of [
      [unitA, unitB],
      [unitB, unitA],
    ]) {
      const c = new Consolidator();
      for (const make of order) c.add(make());
      const d = c.decide(query());
      expect(d.propertyId).toBe("zzz"); // holds source s2's advert "A1", the smaller key
      expect(d.mergeIds).toEqual([]); // the two units cannot be one home
      // The other unit came as close: recorded as the runner-up, for the review queue.
      expect(d.evidence.runnerUp).toEqual({ listingId: "l2", score: d.evidence.score });
    }
  });
});

describe("Consolidator: weaker evidence only when uncontested", () => {
  // A sparse advert of another portal: no agency, rooms or coordinates; what it has
  // (price, surface, bathrooms, town, features) agrees, for a score between the uncontested and the full threshold.
  const home = () => rec({ listingId: "h", externalId: "H1", propertyId: "p1", sourceId: "s1", reference: "A-101" });
  const sparse = (over: Partial<MatchInput>) =>
    rec({ sourceId: "s2", agency: null, rooms: null, lat: null, lng: null, locationPrecision: "town", ...over });

  it("joins the only property it fits", () => {
    const c = new Consolidator();
    c.add(home());
    const q = sparse({ listingId: "q", externalId: "Q1" });
    c.beginSnapshot([q]); // as a run does: look-alikes are counted over held and new adverts
    const d = c.decide(q);
    expect(d.evidence.score).toBeGreaterThanOrEqual(UNCONTESTED_THRESHOLD);
    expect(d.evidence.score).toBeLessThan(MATCH_THRESHOLD);
    expect(d.propertyId).toBe("p1");
  });

  it("stays apart when its own portal has a twin that fits the property as well", () => {
    const c = new Consolidator();
    c.add(home());
    c.add(sparse({ listingId: "t", externalId: "T1", propertyId: "p2" }));
    const q = sparse({ listingId: "q", externalId: "Q1" });
    c.beginSnapshot([q]);
    const d = c.decide(q);
    expect(d.propertyId).toBeNull();
    expect(d.evidence.vetoed).toBe("contested");
  });
});
