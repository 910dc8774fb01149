// A fresh database for one test run. With DATABASE_URL (a local PostgreSQL) it creates
// `llar_test_<random>` on that server and drops it afterwards; it refuses any host that is
// not this machine, so a test run can never touch a shared or production database.
// Without DATABASE_URL, or inside an embedded run (whose DATABASE_URL is the run's one
// PGlite, which serves a single database: CREATE DATABASE there would hand back the shared
// one), it serves a throwaway in-memory PGlite of its own.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startEmbeddedDatabase } from "@/lib/db/embedded";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]", ""]);

export type TestDatabase = { url: string; kind: "postgres" | "embedded"; drop: () => Promise<void> };

function assertLocalDatabase(url: string): URL {
  const parsed = new URL(url);
  const host = parsed.hostname;
  const socketHost = parsed.searchParams.get("host") ?? "";
  if (!LOCAL_HOSTS.has(host) && !socketHost.startsWith("/")) {
    throw new Error(`Refusing to run tests against the non-local database host "${host}": use a local PostgreSQL.`);
  }
  return parsed;
}

/**
 * The PostgreSQL server a test may create databases on: DATABASE_URL's, unless the run is
 * embedded (its one PGlite hands back the shared database for any name); undefined then.
 */
export function databaseServerUrl(): string | undefined {
  return process.env.LLAR_TEST_DATABASE_KIND === "embedded" ? undefined : process.env.DATABASE_URL;
}

export async function createTestDatabase(prefix = "llar_test"): Promise<TestDatabase> {
  const base = databaseServerUrl();
  if (!base) {
    const db = await startEmbeddedDatabase({ dataDir: "memory://", maxConnections: 64 });
    return { url: db.url, kind: "embedded", drop: db.stop };
  }
  const admin = assertLocalDatabase(base);
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: "postgres",
    drop: async () => {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
