// The monotonic source of property.updated_at that the /changes sync guarantee rests on
// (docs/api.md#sync-rule): every call returns a timestamp strictly greater than any returned
// before, at microsecond precision, even when many properties change in the same
// millisecond. The UPDATE takes the change_clock row lock until the caller's transaction
// commits, so a transaction that got a later timestamp cannot become visible before one
// that got an earlier timestamp: a reader polling with `since` never skips a change.
// Call it inside the transaction that writes the property, as late as possible.
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { isoTimestamp } from "./iso-timestamp";

type Tx = Prisma.TransactionClient | PrismaClient;

/**
 * Options for a short transaction that takes the clock. It may queue behind an ingest batch
 * that holds the clock row until its commit (seconds on a large run, more on a loaded
 * machine), so Prisma's defaults (2 s to get a connection, 5 s in all) would fail a
 * sighting or an operator's correction that only had to wait its turn.
 */
export const CLOCK_TRANSACTION = { maxWait: 30_000, timeout: 60_000 } as const;

/**
 * Timestamps as JS Dates keep milliseconds only; updated_at needs microseconds. This
 * variant returns the clock value as the ISO text PostgreSQL prints (microseconds kept),
 * for writing with `::timestamptz` in raw SQL.
 */
export async function nextChangeTimestampText(tx: Tx): Promise<string> {
  const rows = await tx.$queryRaw<{ ts: string }[]>`
    INSERT INTO change_clock (id, ts) VALUES (1, clock_timestamp())
    ON CONFLICT (id) DO UPDATE
      SET ts = GREATEST(clock_timestamp(), change_clock.ts + interval '1 microsecond')
    RETURNING ${isoTimestamp("ts")} AS ts`;
  return rows[0].ts;
}
