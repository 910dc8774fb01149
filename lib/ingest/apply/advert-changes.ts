// Which rewritten adverts changed what a reader sees. An advert is rewritten whenever its
// feed entry's content hash differs, and a feed that only re-dates its adverts (a portal's
// "re-post") changes the hash but nothing public: the property's detail lists each advert's
// link, agency, reference, price, title, text and photos, never its publication date. An
// advert whose stored columns differ beyond that date gives its property a new updated_at
// even when the property's own fields stay the same (a second advert's text was edited).
import { advertColumns } from "./rows";
import type { Tx } from "./sql";
import type { NormalisedAdvert } from "../types";

/** Columns a rewrite sets that no reader sees. */
const UNSEEN = new Set(["published_at", "content_hash"]);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Stored columns as advertColumns writes them (numbers, arrays, ISO text). */
function comparable(column: string, value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return Number(value);
  if (column === "price" || column.endsWith("_m2") || column === "lat" || column === "lng")
    return value === null ? null : Number(value);
  return value;
}

/** The ids of the adverts among `rewrites` whose visible columns differ from the stored ones (read before they are overwritten). */
export async function advertsChangedVisibly(
  tx: Tx,
  rewrites: Array<{ listingId: string; advert: NormalisedAdvert }>,
): Promise<Set<string>> {
  if (!rewrites.length) return new Set();
  const stored = await tx.$queryRawUnsafe<Array<Record<string, unknown>>>(
    `SELECT * FROM listing WHERE id = ANY($1::uuid[])`,
    rewrites.map((r) => r.listingId),
  );
  const byId = new Map(stored.map((row) => [String(row.id), row]));
  const changed = new Set<string>();
  for (const { listingId, advert } of rewrites) {
    const old = byId.get(listingId);
    const next = advertColumns(advert);
    const differs = Object.entries(next).some(
      ([column, value]) => !UNSEEN.has(column) && !same(comparable(column, old?.[column]), comparable(column, value)),
    );
    if (!old || differs) changed.add(listingId);
  }
  return changed;
}
