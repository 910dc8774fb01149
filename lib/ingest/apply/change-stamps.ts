// property.updated_at values for a batch. Same clock row and guarantees as
// lib/db/change-clock.ts (strictly increasing, microsecond precision, row lock held until
// commit), but one round trip reserves n consecutive microseconds instead of n round
// trips: a 100,000-advert run changes tens of thousands of properties.
import { ISO_MICROS_FORMAT } from "@/lib/db/iso-timestamp";
import type { Tx } from "./sql";

/** n strictly increasing clock values (ISO text with microseconds), oldest first. */
export async function reserveChangeStamps(tx: Tx, n: number): Promise<string[]> {
  if (n <= 0) return [];
  const rows = await tx.$queryRawUnsafe<{ ts: string }[]>(
    `WITH c AS (
       INSERT INTO change_clock (id, ts) VALUES (1, clock_timestamp() + ($1::int - 1) * interval '1 microsecond')
       ON CONFLICT (id) DO UPDATE
         SET ts = GREATEST(clock_timestamp(), change_clock.ts + interval '1 microsecond') + ($1::int - 1) * interval '1 microsecond'
       RETURNING ts)
     SELECT to_char((c.ts - ($1::int - 1 - i) * interval '1 microsecond') AT TIME ZONE 'UTC', ${ISO_MICROS_FORMAT}) AS ts
     FROM c, generate_series(0, $1::int - 1) AS i ORDER BY i`,
    n,
  );
  return rows.map((r) => r.ts);
}
