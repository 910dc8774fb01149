// Adverts an operator said are different homes (`npm run match -- split`): a hard rule
// above every score. The consolidator never merges two properties that would put such a
// pair back together; new adverts are never in a pair, so joining is not affected.
import type { MatchRecord } from "../record/match-record";

export class KeptApart {
  private pairs = new Map<string, Set<string>>();

  constructor(pairs: Iterable<readonly [string, string]> = []) {
    for (const [a, b] of pairs) this.add(a, b);
  }

  get size(): number {
    let n = 0;
    for (const s of this.pairs.values()) n += s.size;
    return n / 2;
  }

  add(a: string, b: string): void {
    if (a === b) return;
    for (const [x, y] of [
      [a, b],
      [b, a],
    ]) {
      const set = this.pairs.get(x);
      if (set) set.add(y);
      else this.pairs.set(x, new Set([y]));
    }
  }

  /** Whether any advert of `a` must stay apart from any advert of `b`. */
  conflict(a: readonly MatchRecord[], b: readonly MatchRecord[]): boolean {
    if (!this.pairs.size) return false;
    for (const r of a) {
      const apart = this.pairs.get(r.listingId);
      if (apart && b.some((o) => apart.has(o.listingId))) return true;
    }
    return false;
  }

  /**
   * Of `groups` (in order), the ids that may join `target`: each is checked against the
   * target's adverts and those of the groups accepted before it.
   */
  allowed(target: readonly MatchRecord[], groups: Array<{ id: string; members: readonly MatchRecord[] }>): string[] {
    const joined = [...target];
    const out: string[] = [];
    for (const g of groups) {
      if (this.conflict(g.members, joined)) continue;
      out.push(g.id);
      joined.push(...g.members);
    }
    return out;
  }
}
