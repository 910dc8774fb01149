// Pairs of adverts the data calls one home whatever their numbers say: two sources'
// adverts with the same agency and the same reference, each reference once in its source,
// of one reference system (reference-sharing.ts). An agency gives each home its own
// reference, and sibling units get other ones, so these pairs show how two sources state
// one home: how they count rooms (count-offsets.ts) and how far their prices drift
// (price-spread.ts). Read each time a snapshot begins, after the reference systems.
import { sameAgency } from "./match-keys";
import type { MatchRecord } from "./record";
import { comparableReferences } from "./reference-sharing";

/** The sure pairs among `records`, each ordered by source id, grouped by "a\u0000b" (a < b). */
export function surePairs(records: Iterable<MatchRecord>): Map<string, Array<[MatchRecord, MatchRecord]>> {
  const byReference = new Map<string, MatchRecord[]>();
  const perSource = new Map<string, number>(); // "source\u0000reference" → adverts
  for (const r of records) {
    if (!r.referenceKey || !r.agencyKey) continue;
    const list = byReference.get(r.referenceKey);
    if (list) list.push(r);
    else byReference.set(r.referenceKey, [r]);
    const key = `${r.sourceId}\u0000${r.referenceKey}`;
    perSource.set(key, (perSource.get(key) ?? 0) + 1);
  }
  const pairs = new Map<string, Array<[MatchRecord, MatchRecord]>>();
  for (const [reference, list] of byReference) {
    if (list.length < 2) continue;
    const unique = list.filter((r) => perSource.get(`${r.sourceId}\u0000${reference}`) === 1);
    for (let i = 0; i < unique.length; i++) {
      for (let j = i + 1; j < unique.length; j++) {
        const [x, y] = unique[i].sourceId < unique[j].sourceId ? [unique[i], unique[j]] : [unique[j], unique[i]];
        if (x.sourceId === y.sourceId || !comparableReferences(x, y)) continue;
        if (!sameAgency(x.agencyKey!, y.agencyKey!)) continue;
        const key = `${x.sourceId}\u0000${y.sourceId}`;
        const group = pairs.get(key);
        if (group) group.push([x, y]);
        else pairs.set(key, [[x, y]]);
      }
    }
  }
  return pairs;
}
