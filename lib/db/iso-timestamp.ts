// Timestamps as PostgreSQL prints them in ISO 8601 UTC with microseconds
// ("2026-11-22T10:32:40.979123Z"). The API's updated_at, since and cursors compare at
// microsecond precision, which a JS Date (milliseconds) would lose, so every timestamp the
// app reads as text goes through this one format.
import { Prisma } from "@/lib/generated/prisma/client";

/** The to_char format of ISO 8601 UTC with microseconds, as an SQL string literal. */
export const ISO_MICROS_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/** `expr` (a timestamptz expression written by the app, never user input) as ISO text. */
export function isoTimestamp(expr: string): Prisma.Sql {
  return Prisma.raw(`to_char(${expr} AT TIME ZONE 'UTC', ${ISO_MICROS_FORMAT})`);
}
