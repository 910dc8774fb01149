// One ingest per source at a time. Two runs of one source at once (a cron job overtaking a
// slow night, someone re-running by hand) would both plan the same new adverts and the
// second would die on the unique (source, external id) key half-way through its batches.
// A PostgreSQL advisory lock per source, held by a connection of its own for the run:
// a run that dies releases it with its connection, so nothing stale is left to clear.
import { Client } from "pg";

export class SourceBusyError extends Error {}

/** Takes every source's lock or none; the returned function releases them. */
export async function lockSources(url: string, sourceIds: string[]): Promise<() => Promise<void>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const id of sourceIds) {
      const { rows } = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS ok", [`llar.ingest:${id}`]);
      if (!rows[0].ok) throw new SourceBusyError(`another ingest of source "${id}" is running; nothing changed (run again when it has finished)`);
    }
  } catch (err) {
    await client.end(); // closing the session releases the locks taken so far
    throw err;
  }
  return () => client.end();
}
