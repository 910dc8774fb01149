// Classifies each source's snapshot against what that source published before, and
// decides the property of every new advert of the run. Pure computation: nothing is
// written here.
import { randomUUID } from "node:crypto";
import type { Consolidator } from "../match/consolidate/consolidator";
import { compareKeys } from "../match/consolidate/gather-candidates";
import { combine, moreCertainFirst } from "../match/consolidate/certainty";
import type { MatchEvidence } from "../match/consolidate/decision";
import type { MatchRecord, PhotoHashes } from "../match/record/match-record";
import { toMatchRecord } from "../match/record/to-match-record";
import type { NormalisedAdvert } from "../types";
import type { KnownListing } from "./state";

export type Op =
  | {
      kind: "create";
      sourceId: string;
      listingId: string;
      propertyId: string;
      advert: NormalisedAdvert;
      evidence: MatchEvidence;
      merges: string[];
    }
  | {
      kind: "update";
      sourceId: string;
      listingId: string;
      propertyId: string;
      advert: NormalisedAdvert;
      priceChanged: boolean;
      reactivated: boolean;
    }
  | { kind: "remove"; sourceId: string; listingId: string; propertyId: string };

/** One source's snapshot. `full`: it lists every advert the source has (missing ones were withdrawn). */
export type SnapshotPart = {
  sourceId: string;
  adverts: NormalisedAdvert[];
  known: Map<string, KnownListing>;
  full: boolean;
};

export type Plan = { ops: Op[]; unchanged: Map<string, number>; newPropertyIds: Set<string> };

/**
 * The ops of every part: each part's updates and removals, then the creations of the
 * whole run in the order they were decided (the batch writer needs no order, but this one
 * reads well in `match_evidence`). Changed adverts keep their property: a new price or
 * description does not make an advert another home.
 *
 * New adverts of all the parts are decided together, most certain first, so a run of
 * several feeds gives the same properties whatever order they are listed in (applied one
 * after another, an early feed's advert of a sibling unit could take a home that a later
 * feed's adverts would have shown to be another).
 */
export function planSnapshots(parts: SnapshotPart[], consolidator: Consolidator, hashes?: PhotoHashes): Plan {
  const ops: Op[] = [];
  const unchanged = new Map<string, number>();
  const fresh: Fresh[] = [];
  for (const part of parts) {
    const seen = new Set<string>();
    let same = 0;
    for (const advert of part.adverts) {
      seen.add(advert.externalId);
      const known = part.known.get(advert.externalId);
      if (!known) {
        const record = toMatchRecord(
          { ...advert, listingId: randomUUID(), propertyId: "", sourceId: part.sourceId },
          hashes,
        );
        fresh.push({ sourceId: part.sourceId, advert, record });
        continue;
      }
      const reactivated = known.status === "removed";
      if (!reactivated && known.contentHash === advert.contentHash) {
        same++;
        continue;
      }
      const priceChanged = known.price !== advert.price;
      ops.push({
        kind: "update",
        sourceId: part.sourceId,
        listingId: known.id,
        propertyId: known.propertyId,
        advert,
        priceChanged,
        reactivated,
      });
    }
    unchanged.set(part.sourceId, same);
    if (!part.full) continue;
    for (const [externalId, known] of part.known) {
      if (known.status === "active" && !seen.has(externalId))
        ops.push({ kind: "remove", sourceId: part.sourceId, listingId: known.id, propertyId: known.propertyId });
    }
  }
  const newPropertyIds = new Set<string>();
  ops.push(...decideNew(fresh, consolidator, newPropertyIds));
  return { ops, unchanged, newPropertyIds };
}

type Fresh = { sourceId: string; advert: NormalisedAdvert; record: MatchRecord };

/** Decides the new adverts' properties (adding each to `c`); new property ids go to `newIds`. */
function decideNew(list: Fresh[], c: Consolidator, newIds: Set<string>): Op[] {
  c.beginSnapshot(list.map((f) => f.record));
  // Most certain first: by each advert's best score against anything it could join, held
  // adverts or the run's other new ones (see Consolidator.prepare), then by its lead over
  // the runner-up (certainty.ts); the rare remaining ties by the adverts' stable keys
  // (source and own id), not by which feed was listed first.
  const prepared = list.map((f) => c.prepare(f.record));
  const among = c.bestAmongNew();
  const certainty = list.map((_, i) => combine(prepared[i], among[i]));
  const order = list
    .map((_, i) => i)
    .sort(
      (a, b) =>
        moreCertainFirst(certainty[a], certainty[b]) || compareKeys(list[a].record.stableKey, list[b].record.stableKey),
    );
  const out: Op[] = [];
  for (const i of order) {
    const { sourceId, advert, record } = list[i];
    const decision = c.decide(record, prepared[i]);
    let propertyId = decision.propertyId;
    if (!propertyId) {
      propertyId = randomUUID();
      newIds.add(propertyId);
    }
    record.propertyId = propertyId;
    for (const from of decision.mergeIds) c.merge(from, propertyId);
    c.add(record);
    out.push({
      kind: "create",
      sourceId,
      listingId: record.listingId,
      propertyId,
      advert,
      evidence: decision.evidence,
      merges: decision.mergeIds,
    });
  }
  return out;
}
