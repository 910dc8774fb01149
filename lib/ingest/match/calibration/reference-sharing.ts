// Which sources write references of different systems. An agency gives each home its
// reference and the portals that carry its adverts repeat it, so two different references
// are two homes (pair-features.ts, and a cannot-link with the same agency, cannot-link.ts).
// A source whose <ref> is its own numbering (a portal exporting its internal ids there)
// shares no reference with anyone, for one home as for another; compared, its references
// would split every home it lists (stress variant own-refs).
// So once the data shows that two sources, each with enough references, have (almost)
// none in common, their references are not compared. Measured on every advert the matcher
// holds and the run's new ones each time a snapshot begins (as camera-sharing.ts is), so
// a first run and a daily run of a few new adverts see the same thing.
import type { MatchRecord } from "../record/match-record";
import { SourceRelation } from "./source-relation";
import {
  COMMON_REFERENCE,
  REFERENCE_SYSTEM_MIN_REFERENCES,
  REFERENCE_SYSTEM_MIN_SHARE,
  REFERENCE_SYSTEM_MIN_SHARED,
} from "../settings";

export class ReferenceSharing {
  private apart = new SourceRelation();

  /** The sources known to number with another system than `sourceId`: one live set per source, updated in place. */
  apartFrom(sourceId: string): Set<string> {
    return this.apart.of(sourceId);
  }

  /** Re-measure from `records` (every advert held): which source pairs number apart. */
  measure(records: Iterable<MatchRecord>): void {
    const bySource = new Map<string, Map<string, number>>();
    for (const r of records) {
      if (!r.referenceKey) continue;
      let refs = bySource.get(r.sourceId);
      if (!refs) bySource.set(r.sourceId, (refs = new Map()));
      refs.set(r.referenceKey, (refs.get(r.referenceKey) ?? 0) + 1);
    }
    const systems = [...bySource]
      .map(
        ([source, refs]) =>
          [source, new Set([...refs].filter(([, n]) => n <= COMMON_REFERENCE).map(([k]) => k))] as const,
      )
      .filter(([, refs]) => refs.size >= REFERENCE_SYSTEM_MIN_REFERENCES);
    this.apart.clear();
    for (let i = 0; i < systems.length; i++) {
      for (let j = i + 1; j < systems.length; j++) {
        const [a, x] = systems[i];
        const [b, y] = systems[j];
        const [small, large] = x.size <= y.size ? [x, y] : [y, x];
        let shared = 0;
        for (const k of small) if (large.has(k)) shared++;
        if (shared < REFERENCE_SYSTEM_MIN_SHARED && shared < REFERENCE_SYSTEM_MIN_SHARE * small.size)
          this.apart.relate(a, b);
      }
    }
  }
}

/** Whether the references of `a` and `b` may be compared: not known to be of two numbering systems. */
export const comparableReferences = (a: MatchRecord, b: MatchRecord) => !a.referencesApart.has(b.sourceId);
