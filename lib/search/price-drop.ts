// "Price dropped" and "new", the site's two time-based filters (docs/decisions.md#url-is-the-state):
// - new: the property was first seen at most NEW_DAYS ago.
// - price dropped: an active advert that currently asks the property's lowest price
//   (price_min) asked more before its last price change, and that change was first
//   observed at most PRICE_DROP_DAYS ago. The drop shown is that advert's: from its
//   previous price to its current one, dated by the first observation of the current price.
// listing_price holds one row per price change (and re-listing) of an advert
// (lib/ingest/apply/write-batch.ts), so "the previous price" is the latest observation
// with a different price. Windows start on the hour: counts of these filters are cached
// by their SQL values (exact-total.ts), so a cached count is at most an hour behind.
import { Prisma } from "@/lib/generated/prisma/client";
import { isoTimestamp } from "@/lib/db/iso-timestamp";
import { queryRows } from "@/lib/db/sql";

export const NEW_DAYS = 7;
export const PRICE_DROP_DAYS = 30;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The start of a window of `days` ending now, floored to the hour (ISO text). */
export function windowStart(days: number, now = Date.now()): string {
  return new Date(Math.floor(now / HOUR_MS) * HOUR_MS - days * DAY_MS).toISOString();
}

/** Whether a property first seen at `firstSeenAt` counts as new at `now` (the cards' badge). */
export function isNew(firstSeenAt: string, now = Date.now()): boolean {
  return Date.parse(firstSeenAt) >= Date.parse(windowStart(NEW_DAYS, now));
}

/** The qualifying drops of property `p` (alias), one row per advert: its current and previous price and the date of the cut. */
function dropsSql(since: string): Prisma.Sql {
  return Prisma.sql`SELECT l.price AS price, prev.price AS was, cut.at AS at
    FROM listing l
    JOIN LATERAL (SELECT lp.price, lp.observed_at FROM listing_price lp
      WHERE lp.listing_id = l.id AND lp.price IS NOT NULL AND lp.price <> l.price
      ORDER BY lp.observed_at DESC, lp.id DESC LIMIT 1) prev ON prev.price > l.price
    JOIN LATERAL (SELECT min(lp.observed_at) AS at FROM listing_price lp
      WHERE lp.listing_id = l.id AND lp.observed_at > prev.observed_at) cut ON cut.at >= ${since}::timestamptz
    WHERE l.property_id = p.id AND l.status = 'active'::"ListingStatus" AND l.price = p.price_min`;
}

/** The search condition of `priceDrop=1`. A cut is a price observed since the window
 *  began, so only properties with such an observation (one hashed set, read once per
 *  statement) are checked advert by advert, not every candidate of the search. */
export function priceDropExists(since: string): Prisma.Sql {
  return Prisma.sql`p.id IN (SELECT rl.property_id FROM listing_price r JOIN listing rl ON rl.id = r.listing_id
      WHERE r.observed_at >= ${since}::timestamptz)
    AND EXISTS (${dropsSql(since)})`;
}

export type PriceDrop = { price: number; was: number; at: string; percent: number };

/**
 * The drop of each of `ids` that has one (the largest, if several adverts qualify): one
 * statement for a whole page of cards, never one per card.
 */
export async function priceDropsFor(ids: string[], now = Date.now()): Promise<Map<string, PriceDrop>> {
  const drops = new Map<string, PriceDrop>();
  if (ids.length === 0) return drops;
  const rows = await queryRows<{ id: string; price: number; was: number; at: string }>(
    Prisma.sql`SELECT p.id::text AS id, d.price, d.was, ${isoTimestamp("d.at")} AS at FROM property p
      CROSS JOIN LATERAL (${dropsSql(windowStart(PRICE_DROP_DAYS, now))}
        ORDER BY (prev.price - l.price)::float8 / prev.price DESC, l.id LIMIT 1) d
      WHERE p.id = ANY(${ids}::uuid[])`,
  );
  for (const r of rows) drops.set(r.id, { price: r.price, was: r.was, at: r.at, percent: (r.price - r.was) / r.was });
  return drops;
}
