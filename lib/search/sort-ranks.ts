// Each sort's exact SQL order over the snapshot's rows (search-sql.ts): newest =
// first_seen_at DESC, id DESC; price_asc = price ASC, id ASC; price_desc = price DESC,
// id DESC; surface_desc = surface DESC, id ASC; rows without the key last, by id ASC.
// A row's rank is its place in that order, so a page is the matching rows of lowest
// rank (snapshot-page.ts) with one integer comparison per row. Sorting here costs
// ~100 ms per 100,000 rows; PostgreSQL's window functions took over a second (sorts
// spilled to disk at the default work_mem).
import type { SortId } from "@/lib/domain/vocabulary";

type Keys = { ids: string[]; firstSeen: Float64Array; price: Float64Array; surface: Float64Array };

/** Negative when row a comes before row b in `sort`'s SQL order (uuid text order is uuid order). */
function comparator(c: Keys, sort: SortId): (a: number, b: number) => number {
  const byId = (a: number, b: number, dir: 1 | -1) => (c.ids[a] < c.ids[b] ? -dir : c.ids[a] > c.ids[b] ? dir : 0);
  if (sort === "newest") return (a, b) => c.firstSeen[b] - c.firstSeen[a] || byId(a, b, -1);
  const key = sort === "surface_desc" ? c.surface : c.price;
  const dir = sort === "price_asc" ? 1 : -1;
  const idDir = sort === "price_desc" ? -1 : 1;
  return (a, b) => {
    const na = Number.isNaN(key[a]),
      nb = Number.isNaN(key[b]);
    if (na || nb) return na && nb ? byId(a, b, 1) : na ? 1 : -1; // nulls last, by id
    return dir * (key[a] - key[b]) || byId(a, b, idDir);
  };
}

/** rank[i] = the place of row i in `sort`'s order (0 = first). */
export function sortRanks(c: Keys, n: number, sort: SortId): Uint32Array {
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort(comparator(c, sort));
  const rank = new Uint32Array(n);
  for (let k = 0; k < n; k++) rank[order[k]] = k;
  return rank;
}
