// Each source's price level, fitted on its sure pairs with every other source at once (as
// surface-drift.ts fits each source's rate). A portal that quotes sale prices with its fee
// added, or a tax included, prices its homes a few per cent above the agencies: read only
// pair by pair (calibration-table.ts, priceRatios), the habit waits for ten sure pairs
// between that portal and each other source, and a source pair short of them reads every
// home of the portal as a few per cent dearer: a disagreement (stress variant sale-fee).
// Here each source's level is the median of its log price ratios to its partners' levels,
// swept until it settles: a median, so stale prices on some adverts and the other market's
// price without the fee move nothing. Two sources' levels apart by more than
// PRICE_RATIO_SAME are their ratio where the pair itself has not shown one.
import type { MatchRecord } from "../record/match-record";
import { COUNT_HABIT_SHARE, PRICE_LEVEL_SWEEPS, PRICE_RATIO_SAME } from "../settings";

/** Median of a non-empty list. */
const median = (xs: number[]) => {
  const s = xs.toSorted((p, q) => p - q);
  return s[Math.floor((s.length - 1) / 2)];
};

/**
 * Each source's price level (log, relative: the median source at 0) from `pairs` (sure
 * pairs grouped by source pair); 0 where it is no habit. A source needs `minimum` sure
 * pairs with prices in all, or it has no level.
 */
export function priceLevels(pairs: Iterable<Array<[MatchRecord, MatchRecord]>>, minimum: number): Map<string, number> {
  const logs = new Map<string, Array<[string, number]>>(); // source → (partner, log ratio to it)
  const add = (a: string, b: string, v: number) => {
    const list = logs.get(a);
    if (list) list.push([b, v]);
    else logs.set(a, [[b, v]]);
  };
  for (const group of pairs)
    for (const [x, y] of group) {
      if (!x.price || !y.price) continue;
      const v = Math.log(x.price / y.price);
      add(x.sourceId, y.sourceId, v);
      add(y.sourceId, x.sourceId, -v);
    }
  const sources = [...logs.keys()].filter((s) => logs.get(s)!.length >= minimum).sort();
  const level = new Map(sources.map((s) => [s, 0]));
  for (let sweep = 0; sweep < PRICE_LEVEL_SWEEPS; sweep++) {
    for (const s of sources) {
      const readings = logs
        .get(s)!
        .filter(([b]) => level.has(b))
        .map(([b, v]) => v + level.get(b)!);
      if (readings.length) level.set(s, median(readings));
    }
    // Levels are relative: the median source stays at 0.
    const centre = median([...level.values()]);
    for (const s of sources) level.set(s, level.get(s)! - centre);
  }
  // A level is a habit when most of the source's readings lie nearer it than the others'
  // level (two in three, as a count habit): a lag on a third of its adverts only (stale
  // prices) pulls the median a little way out, but not most readings with it.
  for (const s of sources) {
    const l = level.get(s)!;
    const readings = logs.get(s)!.filter(([b]) => level.has(b));
    const nearer = readings.filter(([b, v]) => Math.abs(v + level.get(b)! - l) < Math.abs(v)).length;
    if (nearer <= COUNT_HABIT_SHARE * readings.length) level.set(s, 0);
  }
  return level;
}

/**
 * `levels` moved onto `frame`'s centre: shifted by the median gap between the two on the
 * sources both hold. Each set of levels is centred on its own median source, so a market's
 * levels and the levels read on both markets can sit a constant apart; a source levelled in
 * one and another levelled in the other would read that constant as a fee. The median gap
 * leaves a source's own habit (the one portal whose sales alone carry a fee) in place.
 */
export function alignedLevels(
  levels: ReadonlyMap<string, number>,
  frame: ReadonlyMap<string, number>,
): Map<string, number> {
  const gaps = [...levels].filter(([s]) => frame.has(s)).map(([s, l]) => l - frame.get(s)!);
  const shift = gaps.length ? median(gaps) : 0;
  return new Map([...levels].map(([s, l]) => [s, l - shift]));
}

/**
 * The ratio of each source's prices to each other's ("a\u0000b" → a's price / b's), for
 * source pairs whose levels differ beyond PRICE_RATIO_SAME.
 */
export function priceLevelRatios(level: ReadonlyMap<string, number>): Map<string, number> {
  const sources = [...level.keys()];
  const out = new Map<string, number>();
  const same = Math.log(1 + PRICE_RATIO_SAME);
  for (const a of sources)
    for (const b of sources) {
      const d = level.get(a)! - level.get(b)!;
      if (a !== b && Math.abs(d) > same) out.set(`${a}\u0000${b}`, Math.exp(d));
    }
  return out;
}
