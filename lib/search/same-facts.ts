// Active properties that state the same facts as another one through a different agency
// (docs/decisions.md#same-facts-kept-apart): same operation, type, price, surface, bedrooms
// and parish, and no agency in common. The matcher does not merge them on these facts
// alone (a promotion's identical units look exactly the same), so the site shows the home
// seeker that they are probably one home instead. A null fact matches nothing (`=` on NULL
// is not true), so a property missing any of them has none. The pair lookup walks
// property_count_idx (status, operation, is_home, parish, price_min, rooms, surface_m2).
import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows } from "@/lib/db/sql";

/** How many same-facts properties the property page lists at most. */
const SAME_FACTS_LIMIT = 10;

export type SameFactsProperty = {
  id: string;
  type: string;
  rooms: number | null;
  surface_m2: number | null;
  town: string | null;
  parish: string | null;
  features: string[];
  price: { min: number | null; max: number | null; currency: string; period: string | null };
  /** Names of the sources that advertise it now, alphabetically. */
  sources: string[];
  /** The agencies its active adverts name, alphabetically. */
  agencies: string[];
  /** The references of its active adverts: what tells one agency's two units apart. */
  references: string[];
};

// An agency written with other case or spacing is the same agency; a removed advert still
// names an agency that had the home, so every advert of both properties counts.
const NO_SHARED_AGENCY = Prisma.sql`NOT EXISTS (SELECT 1 FROM listing a JOIN listing b
    ON lower(btrim(a.agency)) = lower(btrim(b.agency))
  WHERE a.property_id = p.id AND b.property_id = q.id)`;

/** Joins `q`, the active properties with the facts of `p` and no agency in common with it. */
const SAME_FACTS_JOIN = Prisma.sql`JOIN property q ON q.status = 'active'::"PropertyStatus"
  AND q.operation = p.operation AND q.is_home = p.is_home AND q.parish = p.parish
  AND q.price_min = p.price_min AND q.rooms = p.rooms AND q.surface_m2 = p.surface_m2
  AND q.type = p.type AND q.id <> p.id AND ${NO_SHARED_AGENCY}`;

type Row = Omit<SameFactsProperty, "price"> & {
  price_min: number | null;
  price_max: number | null;
  currency: string;
  period: string | null;
};

/** The same-facts properties of property `id` (any status), oldest first, at most `limit`. */
export async function sameFactsProperties(id: string, limit = SAME_FACTS_LIMIT): Promise<SameFactsProperty[]> {
  const rows = await queryRows<Row>(Prisma.sql`
    SELECT q.id::text AS id, q.type::text AS type, q.rooms, q.surface_m2, q.town, q.parish, q.features,
      q.price_min, q.price_max, q.currency, q.period,
      ARRAY(SELECT DISTINCT s.name FROM listing l JOIN source s ON s.id = l.source_id
        WHERE l.property_id = q.id AND l.status = 'active'::"ListingStatus" ORDER BY 1) AS sources,
      ARRAY(SELECT DISTINCT l.agency FROM listing l
        WHERE l.property_id = q.id AND l.status = 'active'::"ListingStatus" AND l.agency IS NOT NULL ORDER BY 1) AS agencies,
      ARRAY(SELECT DISTINCT l.reference FROM listing l
        WHERE l.property_id = q.id AND l.status = 'active'::"ListingStatus" AND l.reference IS NOT NULL ORDER BY 1) AS references
    FROM property p ${SAME_FACTS_JOIN}
    WHERE p.id = ${id}::uuid
    ORDER BY q.first_seen_at, q.id LIMIT ${limit}`);
  return rows.map(({ price_min, price_max, currency, period, ...rest }) => ({
    ...rest,
    features: rest.features ?? [],
    price: { min: price_min, max: price_max, currency, period },
  }));
}

/**
 * For a page of search results: how many same-facts properties each of `ids` has (ids
 * with none are absent). One statement for the whole page, never one per card.
 */
export async function sameFactsCounts(ids: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (ids.length === 0) return counts;
  const rows = await queryRows<{ id: string; n: number }>(Prisma.sql`
    SELECT p.id::text AS id, count(*)::int AS n FROM property p ${SAME_FACTS_JOIN}
    WHERE p.id = ANY(${ids}::uuid[]) GROUP BY p.id`);
  for (const r of rows) counts.set(r.id, r.n);
  return counts;
}
