// The e2e suites' direct line to the app's database: what a test seeds or changes as
// ingestion or an operator would (a price cut with its change-clock stamp, a confirmed
// account), on this worker's slot database (e2e/slots.ts): `llar_e2e_<port>` on the
// PostgreSQL of DATABASE_URL, or the embedded database the slot's `npm start` opened.
import pg from "pg";
import { runningEmbeddedUrl } from "../lib/db/embedded";
import { currentSlot, slotDatabaseUrl } from "./slots";

/** The database of this worker's app server. */
export function databaseUrl(): string {
  const slot = currentSlot();
  if (process.env.DATABASE_URL) return slotDatabaseUrl(process.env.DATABASE_URL, slot);
  const url = runningEmbeddedUrl(slot.dataDir);
  if (!url) throw new Error(`no embedded database is being served from ${slot.dataDir}`);
  return url;
}

/** Runs one statement on its own connection and returns its rows. */
export async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
