// One ingest per source at a time. Two runs of one source at once (a cron job overtaking a
// slow night, someone re-running by hand) would both plan the same new adverts and the
// second would die on the unique (source, external id) key half-way through its batches.
// A PostgreSQL advisory lock per source, held by a connection of its own for the run:
// a run that dies releases it with its connection, so nothing stale is left to clear.
import { createPool } from "@/lib/db/pool";

export class SourceBusyError extends Error {}

/** Takes every source's lock or none; the returned function releases them. */
export async function lockSources(url: string, sourceIds: string[]): Promise<() => Promise<void>> {
  // The app's pool settings (connecting fails fast when the database is down), one connection.
  const pool = createPool(url, { max: 1 });
  const client = await pool.connect().catch(async (err) => {
    await pool.end();
    throw err;
  });
  // Losing the connection mid-run loses the lock, not the run: say so instead of crashing.
  client.on("error", (err) => console.warn(`[ingest] the lock's connection was lost: ${err.message}`));
  // Ending the pool closes the session, which releases the locks it took.
  const release = async () => {
    client.release();
    await pool.end();
  };
  try {
    for (const id of sourceIds) {
      const { rows } = await client.query<{ ok: boolean }>(
        "SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS ok",
        [`llar.ingest:${id}`],
      );
      if (!rows[0].ok)
        throw new SourceBusyError(
          `another ingest of source "${id}" is running; nothing changed (run again when it has finished)`,
        );
    }
  } catch (err) {
    await release();
    throw err;
  }
  return release;
}
