// A throwaway, migrated database for evaluation and benchmarks: a fresh database on the
// local PostgreSQL server when DATABASE_URL names one, else an in-memory PGlite.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startEmbeddedDatabase } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrations";
import { config } from "@/lib/config";

export type ScratchDatabase = { url: string; kind: "postgres" | "embedded"; drop: () => Promise<void> };

const LOCAL = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

/** `baseUrl`: the local server to create the database on; null for an in-memory PGlite. */
export async function createScratchDatabase(
  prefix: string,
  baseUrl: string | null = config.DATABASE_URL ?? null,
): Promise<ScratchDatabase> {
  let db: ScratchDatabase;
  if (!baseUrl) {
    const embedded = await startEmbeddedDatabase({ dataDir: "memory://", maxConnections: 16 });
    db = { url: embedded.url, kind: "embedded", drop: embedded.stop };
  } else {
    const admin = new URL(baseUrl);
    // Creating and dropping databases is only ever done on this machine's server.
    if (!LOCAL.has(admin.hostname))
      throw new Error(`refusing to create a scratch database on non-local host ${admin.hostname}`);
    const name = `${prefix}_${randomBytes(4).toString("hex")}`;
    const run = async (sql: string) => {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    };
    await run(`CREATE DATABASE "${name}"`);
    const url = new URL(admin.toString());
    url.pathname = `/${name}`;
    db = { url: url.toString(), kind: "postgres", drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
  }
  try {
    await applyMigrations(db.url);
  } catch (err) {
    await db.drop();
    throw err;
  }
  return db;
}
