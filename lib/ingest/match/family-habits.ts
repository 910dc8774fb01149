// Portals that file one kind of home under another. Some portals have no house category
// and file every chalet under "Apartment"; compared as stated, a house on one source and a
// flat on the other are another family (type and family weigh −3.4 together), so every
// house such a portal lists falls apart from its other adverts (stress variant
// flat-category: dedup recall −3.2 points). A habit of the source, read on its sure pairs
// with every other source (sure-pairs.ts): when at least half of the homes the others
// file under family Y it files under family X, "X for Y" is its habit, and its X against
// another source's Y is compared as one type of the family Y. Sibling units and ordinary
// adverts agree on the family, so no source of the labelled sets has a habit.
import type { MatchRecord, TypeFamily } from "./record";
import { SourceRelation } from "./source-relation";

/** Sure pairs whose other side is of one family that a habit needs before it is read. */
const MIN_PAIRS = 5;
/** The share of them the source must file under one other family, at least. */
const MIN_SHARE = 0.5;

export class FamilyHabits {
  private habits = new SourceRelation();
  /** Every source's habits together (live): blocking looks for a habit's other family. */
  readonly all = new Set<string>();

  /** `sourceId`'s habits, "x>y" for "files family y under x": a live set refilled by measure(). */
  of(sourceId: string): Set<string> {
    return this.habits.of(sourceId);
  }

  /** Re-measure from the run's sure pairs (sure-pairs.ts). */
  measure(pairs: Map<string, Array<[MatchRecord, MatchRecord]>>): void {
    // source → the other side's family → this source's family → pairs
    const filed = new Map<string, Map<TypeFamily, Map<TypeFamily, number>>>();
    const count = (mine: MatchRecord, theirs: MatchRecord) => {
      if (mine.typeUnread || theirs.typeUnread) return;
      let byTheirs = filed.get(mine.sourceId);
      if (!byTheirs) filed.set(mine.sourceId, (byTheirs = new Map()));
      let counts = byTheirs.get(theirs.family);
      if (!counts) byTheirs.set(theirs.family, (counts = new Map()));
      counts.set(mine.family, (counts.get(mine.family) ?? 0) + 1);
    };
    for (const group of pairs.values())
      for (const [x, y] of group) {
        count(x, y);
        count(y, x);
      }
    this.habits.clear();
    this.all.clear();
    for (const [source, byTheirs] of filed)
      for (const [theirFamily, counts] of byTheirs) {
        const total = [...counts.values()].reduce((s, n) => s + n, 0);
        for (const [myFamily, n] of counts)
          if (myFamily !== theirFamily && total >= MIN_PAIRS && n >= MIN_SHARE * total) {
            this.of(source).add(`${myFamily}>${theirFamily}`);
            this.all.add(`${myFamily}>${theirFamily}`);
          }
      }
  }
}

/**
 * The family `a` and `b` are of when one of their sources files the other's family under
 * its own by habit (the other's, which the habit hides), else null.
 */
export function habitFamily(a: MatchRecord, b: MatchRecord): TypeFamily | null {
  if (a.family === b.family) return null;
  if (a.familyHabits.size && a.familyHabits.has(`${a.family}>${b.family}`)) return b.family;
  if (b.familyHabits.size && b.familyHabits.has(`${b.family}>${a.family}`)) return a.family;
  return null;
}

/**
 * The other families `r` may be one home with by a habit: its own source's (its family
 * filed for another) and any source's that files another family under `r`'s. Blocking
 * looks in their blocks too (candidate-index.ts); empty when no source has a habit.
 */
export function habitFamilies(r: MatchRecord): TypeFamily[] {
  if (r.anyFamilyHabits.size === 0) return [];
  const out: TypeFamily[] = [];
  for (const habit of r.anyFamilyHabits) {
    const [filed, actual] = habit.split(">") as [TypeFamily, TypeFamily];
    if (filed === r.family && r.familyHabits.has(habit)) out.push(actual);
    if (actual === r.family) out.push(filed);
  }
  return out;
}
