// How many homes look like an advert: the most adverts any one source publishes with the
// advert's market, kind, surface (±1 m² + 1 %) and price (±5 %). A source rarely lists one home
// twice, so two or more such adverts in one source are sibling units (a promotion, flats
// of one building) and agreement on price and surface says less for this advert; one,
// everywhere, makes the same agreement strong evidence. Counted over every advert the
// matcher holds and the run's new ones, each time a snapshot begins (as camera-sharing.ts
// is), so a first load and a nightly run of a few adverts count alike.
import type { MatchRecord } from "../record/match-record";
import { LOOK_ALIKE_PRICE_SHARE, SAME_MEASURE_SHARE, SURFACE_ROUNDING_M2 } from "../settings";

// Within one source a sibling unit is another advert stating the same measure: a surface
// within rounding (±1 m² + 1 %), a price within ±5 % (a promotion
// prices its units by floor and view). Shares, not m², so a studio and a chalet count alike.

/** An advert on a shelf: `value` is its surface, or its price on the shelf of adverts without surface. */
type Entry = { value: number; price: number | null };

/** Adverts of one source, market and kind, each list sorted by value: with a surface, and without. */
type Shelf = { bySurface: Entry[]; byPrice: Entry[] };

const byValue = (a: Entry, b: Entry) => a.value - b.value;

/** The first index whose value is ≥ x. */
function lowerBound(list: Entry[], x: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].value < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const priceNear = (p: number | null, q: number | null) =>
  p === null ? q === null : q !== null && Math.abs(q - p) <= LOOK_ALIKE_PRICE_SHARE * p;

/**
 * How many adverts of `shelf` look like `r` (r itself included when it is on the shelf): by
 * surface, then price; an advert without surface by price among those without surface.
 */
function countOn(shelf: Shelf, r: MatchRecord): number {
  const [list, value, reach] =
    r.surface === null
      ? [shelf.byPrice, r.price!, LOOK_ALIKE_PRICE_SHARE * r.price!]
      : [shelf.bySurface, r.surface, SURFACE_ROUNDING_M2 + SAME_MEASURE_SHARE * r.surface];
  let n = 0;
  for (let i = lowerBound(list, value - reach); i < list.length && list[i].value <= value + reach; i++) {
    if (priceNear(r.price, list[i].price)) n++;
  }
  return n;
}

/**
 * Set each record's `lookAlikes` from `records` (every advert held and the run's new ones).
 * An advert with neither price nor surface has nothing to look alike by: 0, unknown.
 */
export function measureLookAlikes(records: MatchRecord[]): void {
  const shelves = new Map<string, Map<string, Shelf>>(); // market|family → source → shelf
  for (const r of records) {
    if (r.surface === null && r.price === null) continue;
    const kind = `${r.market}|${r.family}`;
    let sources = shelves.get(kind);
    if (!sources) shelves.set(kind, (sources = new Map()));
    let shelf = sources.get(r.sourceId);
    if (!shelf) sources.set(r.sourceId, (shelf = { bySurface: [], byPrice: [] }));
    if (r.surface !== null) shelf.bySurface.push({ value: r.surface, price: r.price });
    else shelf.byPrice.push({ value: r.price!, price: r.price });
  }
  for (const sources of shelves.values()) {
    for (const shelf of sources.values()) {
      shelf.bySurface.sort(byValue);
      shelf.byPrice.sort(byValue);
    }
  }
  for (const r of records) {
    r.lookAlikes = 0;
    if (r.surface === null && r.price === null) continue;
    for (const shelf of shelves.get(`${r.market}|${r.family}`)!.values())
      r.lookAlikes = Math.max(r.lookAlikes, countOn(shelf, r));
  }
}
