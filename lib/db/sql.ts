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

export function statementName(text: string): string {
  return `llar_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
}

export function namedStatementsEnabled(): boolean {
  return process.env.DATABASE_NAMED_STATEMENTS !== "off" && !isEmbeddedDatabase();
}

/** Rows of `sql` (a Prisma.sql template), on the app's pool unless another is given. */
export async function queryRows<T>(sql: Prisma.Sql, pool: pg.Pool = getPool()): Promise<T[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return (await runStatement(client, sql, namedStatementsEnabled())).rows as T[];
  } catch (err) {
    // A server error leaves the connection usable; anything else (connection lost) does not.
    if (!(err as { severity?: string }).severity) broken = err as Error;
    throw err;
  } finally {
    client.release(broken);
  }
}

/**
 * Runs `sql` on `client`, as a named statement when `named`, mending node-postgres's
 * per-connection record of prepared statements when it disagrees with the server:
 * "already exists" (42P05: the server has it, the record does not; seen once in an
 * end-to-end run) → mark it prepared and run it; "does not exist" (26000) → prepare it
 * again; "cached plan must not change result type" (0A000, a migration changed a table
 * under a running process) → drop and prepare it again. The name is a hash of the text,
 * so a statement of that name is this statement.
 */
export async function runStatement(client: pg.ClientBase, sql: Prisma.Sql, named: boolean): Promise<pg.QueryResult> {
  const text = sql.text;
  const values = sql.values as unknown[];
  if (!named) return client.query(text, values);
  const name = statementName(text);
  const prepared = (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements;
  const run = () => client.query({ name, text, values });
  try {
    return await run();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "42P05") {
      prepared[name] = text;
      return run();
    }
    if (code === "26000") {
      delete prepared[name];
      return run();
    }
    if (code === "0A000" && /cached plan/i.test((err as Error).message)) {
      await client.query(`DEALLOCATE ${name}`);
      delete prepared[name];
      return run();
    }
    throw err;
  }
}
