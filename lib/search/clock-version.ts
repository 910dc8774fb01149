// The version of the property table: the change clock's value (lib/db/change-clock.ts).
// Every write to `property` takes a new, strictly greater clock value in the same
// transaction, so a query that reads the clock in its own statement knows exactly which
// version of the table its result belongs to (version-cache.ts keys results by it).
import { Prisma } from "@/lib/generated/prisma/client";
import { isoTimestamp } from "@/lib/db/iso-timestamp";
import { queryRows } from "@/lib/db/sql";

/** The clock value as fixed-width text, so that versions also compare as strings. */
export const CLOCK_VERSION_SQL = Prisma.sql`(SELECT ${isoTimestamp("ts")} FROM change_clock WHERE id = 1)`;

/** The clock value as a column of another query (saves a round trip). */
export const CLOCK_VERSION_COLUMN = Prisma.sql`${CLOCK_VERSION_SQL} AS clock_version`;

export async function readClockVersion(): Promise<string | null> {
  const [{ version }] = await queryRows<{ version: string | null }>(Prisma.sql`SELECT ${CLOCK_VERSION_SQL} AS version`);
  return version;
}
