// The API's hot statements (key lookup, quota, search page and total, detail, changes,
// stats) run here, straight on the shared node-postgres pool, instead of through the
// Prisma client's raw-query path. Measured at 100,000 properties (docs/decisions.md#request-path-on-node-postgres):
// Prisma's $queryRaw costs ~0.6 ms more Node CPU per statement than the same SQL on pg,
// and an unnamed statement is parsed and planned on every call (~0.5 ms of PostgreSQL CPU
// for the search page). Together that was most of the gap to the throughput
// target. The SQL is still built with Prisma.sql (every value a bound parameter), and
// Prisma stays the schema, the migrations and the client for everything else.
//
// Statements are named by a hash of their text, so each pooled connection parses and
// plans each one once. Named statements are off on the embedded database (one PGlite
// session under every connection) and when DATABASE_NAMED_STATEMENTS=off.
import { createHash } from "node:crypto";
import type pg from "pg";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getPool } from "./client";
import { isEmbeddedDatabase } from "./pool";
import { config } from "@/lib/config";

export function statementName(text: string): string {
  return `llar_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
}

export function namedStatementsEnabled(): boolean {
  return config.DATABASE_NAMED_STATEMENTS && !isEmbeddedDatabase();
}

/** Rows of `sql` (a Prisma.sql template), on the app's pool unless another is given. */
export async function queryRows<T>(sql: Prisma.Sql, pool: pg.Pool = getPool()): Promise<T[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const retire = () => (broken = new Error("prepared statements out of step with the server"));
  try {
    return (await runStatement(client, sql, namedStatementsEnabled(), retire)).rows as T[];
  } catch (err) {
    // A server error leaves the connection usable; anything else (connection lost) does not.
    if (!(err as { severity?: string }).severity) broken = err as Error;
    throw err;
  } finally {
    client.release(broken);
  }
}

/**
 * The server disagrees with node-postgres's per-connection record of prepared statements:
 * "already exists" (42P05: the server has it, the record does not; seen once in an
 * end-to-end run), "does not exist" (26000), or "cached plan must not change result type"
 * (0A000: a migration changed a table under a running process).
 */
function isStaleStatement(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === "42P05" || code === "26000" || (code === "0A000" && /cached plan/i.test((err as Error).message));
}

/**
 * Runs `sql` on `client`, as a named statement when `named`. When the server and the
 * driver's record of prepared statements disagree (isStaleStatement), the statement runs
 * once unnamed (same text and values, so the same rows) and `retire` is called: the caller
 * drops the connection, and the next one starts with a record the server agrees with.
 * The name is a hash of the text, so a statement of that name is this statement.
 */
export async function runStatement(
  client: pg.ClientBase,
  sql: Prisma.Sql,
  named: boolean,
  retire: () => void = () => undefined,
): Promise<pg.QueryResult> {
  const text = sql.text;
  const values = sql.values as unknown[];
  if (!named) return client.query(text, values);
  try {
    return await client.query({ name: statementName(text), text, values });
  } catch (err) {
    if (!isStaleStatement(err)) throw err;
    retire();
    return client.query(text, values);
  }
}
