// Whether a database has Llar's tables, checked by the CLIs before their first query: on a
// database nobody migrated yet (an embedded one `npm start` has not set up) every query
// would fail with a multi-line driver error instead of saying what to do.
import pg from "pg";

class DatabaseNotSetUpError extends Error {
  constructor(embedded: boolean) {
    super(
      embedded
        ? "the embedded database is not set up yet: run `npm start` once (it creates, migrates and fills it), then retry"
        : "the database at DATABASE_URL has no Llar tables: run `npm run db:migrate` first, then retry",
    );
  }
}

/** Throws DatabaseNotSetUpError unless the migrations have created the tables. */
export async function assertDatabaseSetUp(url: string, embedded: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>("SELECT to_regclass('public.api_key') IS NOT NULL AS ok");
    if (!rows[0]?.ok) throw new DatabaseNotSetUpError(embedded);
  } finally {
    await client.end();
  }
}

/** An error's first non-empty line, for a CLI's one-line message (Prisma's start with a blank line). */
export function errorLine(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return (
    text
      .split("\n")
      .find((line) => line.trim())
      ?.trim() ||
    (err as Error)?.name ||
    "unknown error"
  );
}
