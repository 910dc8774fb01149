// How certain an advert's best match is, which orders a run's decisions (plan.ts): its best
// score first, then its lead over the runner-up. Two adverts of one home that score 9
// against each other and nothing else above −5 are a surer pair than an advert scoring 9
// against one sibling unit and 8.5 against the other; deciding the clear pairs first leaves
// the ambiguous adverts to choose among properties already made of clear pairs. The lead
// also replaces most of the tie-breaks by stable key (source and advert id), so the result
// depends on what the adverts say, not on what the sources and adverts are called.

export type Certainty = { best: number; second: number };

export const NO_MATCH: Certainty = { best: -Infinity, second: -Infinity };

/** A score heard for an advert: becomes its best or its runner-up. */
export function hear(c: Certainty, score: number): void {
  if (score > c.best) {
    c.second = c.best;
    c.best = score;
  } else if (score > c.second) c.second = score;
}

/** The top two of two disjoint sets of candidates. */
export function combine(a: Certainty, b: Certainty): Certainty {
  return { best: Math.max(a.best, b.best), second: Math.max(Math.min(a.best, b.best), a.second, b.second) };
}

/** The lead over the runner-up: infinite (capped, so that it compares) when there is none. */
function lead(c: Certainty): number {
  if (c.best === -Infinity) return 0;
  return c.second === -Infinity ? Number.MAX_VALUE : c.best - c.second;
}

/** Sort comparator, most certain first; 0 when neither says more (the caller breaks the tie). */
export function moreCertainFirst(a: Certainty, b: Certainty): number {
  if (a.best !== b.best) return b.best > a.best ? 1 : -1;
  const la = lead(a);
  const lb = lead(b);
  return la === lb ? 0 : lb > la ? 1 : -1;
}
