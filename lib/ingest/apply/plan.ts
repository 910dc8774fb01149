// Classifies a snapshot against what the source published before, and decides the
// property of every new advert. Pure computation: nothing is written here.
import { randomUUID } from "node:crypto";
import type { Consolidator, MatchEvidence } from "../match/consolidator";
import { toMatchRecord, type MatchRecord } from "../match/record";
import type { NormalisedAdvert } from "../types";
import type { KnownListing } from "./state";

export type Op =
  | { kind: "create"; listingId: string; propertyId: string; advert: NormalisedAdvert; evidence: MatchEvidence; merges: string[] }
  | { kind: "update"; listingId: string; propertyId: string; advert: NormalisedAdvert; priceChanged: boolean; reactivated: boolean }
  | { kind: "remove"; listingId: string; propertyId: string };

export type Plan = { ops: Op[]; unchanged: number; newPropertyIds: Set<string> };

/**
 * `full`: the snapshot lists every advert the source has, so the ones missing from it
 * were withdrawn. Changed adverts keep their property: a new price or description does
 * not make an advert another home.
 */
export function planSnapshot(p: {
  sourceId: string; adverts: NormalisedAdvert[]; known: Map<string, KnownListing>; consolidator: Consolidator; full: boolean;
}): Plan {
  const ops: Op[] = [];
  const newPropertyIds = new Set<string>();
  let unchanged = 0;
  const seen = new Set<string>();
  const fresh: Array<{ advert: NormalisedAdvert; record: MatchRecord }> = [];
  for (const advert of p.adverts) {
    seen.add(advert.externalId);
    const known = p.known.get(advert.externalId);
    if (!known) {
      const record = toMatchRecord({ ...advert, listingId: randomUUID(), propertyId: "", sourceId: p.sourceId });
      fresh.push({ advert, record });
      continue;
    }
    const reactivated = known.status === "removed";
    if (!reactivated && known.contentHash === advert.contentHash) {
      unchanged++;
      continue;
    }
    const priceChanged = known.price !== advert.price;
    ops.push({ kind: "update", listingId: known.id, propertyId: known.propertyId, advert, priceChanged, reactivated });
  }
  // New adverts are decided most certain first (see Consolidator.prepare); ops keep that
  // order, which the batch writer relies on (a property is created before it is joined).
  p.consolidator.beginSnapshot(fresh.map((f) => f.record));
  const prepared = fresh.map((f) => p.consolidator.prepare(f.record));
  const order = fresh.map((_, i) => i).sort((a, b) => prepared[b].best - prepared[a].best || a - b);
  for (const i of order) {
    const { advert, record } = fresh[i];
    const decision = p.consolidator.decide(record, prepared[i]);
    let propertyId = decision.propertyId;
    if (!propertyId) {
      propertyId = randomUUID();
      newPropertyIds.add(propertyId);
    }
    record.propertyId = propertyId;
    for (const from of decision.mergeIds) p.consolidator.merge(from, propertyId);
    p.consolidator.add(record);
    ops.push({ kind: "create", listingId: record.listingId, propertyId, advert, evidence: decision.evidence, merges: decision.mergeIds });
  }
  if (p.full) {
    for (const [externalId, known] of p.known) {
      if (known.status === "active" && !seen.has(externalId)) ops.push({ kind: "remove", listingId: known.id, propertyId: known.propertyId });
    }
  }
  return { ops, unchanged, newPropertyIds };
}
