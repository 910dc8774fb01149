// The e2e suites' direct line to the app's database: what a test seeds or changes as
// ingestion or an operator would (a price cut with its change-clock stamp, a confirmed
// account), on DATABASE_URL or the embedded database `npm start` opened.
import pg from "pg";
import { runningEmbeddedUrl } from "../lib/db/embedded";

/** The app's database: DATABASE_URL, or the embedded one `npm start` is serving. */
export const databaseUrl = () => process.env.DATABASE_URL ?? runningEmbeddedUrl()!;

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
