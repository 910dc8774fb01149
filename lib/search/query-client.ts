// The Prisma client of the query layer (lib/search, lib/stats): the app's usual adapter-pg
// setup plus, when DATABASE_NAMED_STATEMENTS=on, named prepared statements. The search, detail and change-feed SQL are a small
// set of fixed texts (one per combination of filters present), so naming each statement by
// a hash of its text lets every pooled connection parse and plan it once; measured on the
// 25-row search page at 100k properties: 3.1 → 1.0 ms per query, 1.3 → 0.65 ms of app CPU
// (docs/benchmarks.md). The same option in lib/db/client.ts would let the app keep a
// single client; it lives here because lib/db belongs to the foundation.
// Named statements are switched on only once the server is known to be a real PostgreSQL:
// the embedded PGlite server multiplexes all connections onto one session, where a second
// connection preparing the same name fails ("prepared statement … already exists").
// Caveat: after a migration that changes a table's columns, running processes must
// restart (PostgreSQL refuses a cached plan whose result type changed).
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";

type Entry = { named: PrismaClient | null; probing: boolean };
const g = globalThis as unknown as { llarStatementClients?: Map<string, Entry> };

export function statementName(sql: string): string {
  return `llar_${createHash("sha1").update(sql).digest("hex").slice(0, 24)}`;
}

/**
 * Named statements are opt-in (DATABASE_NAMED_STATEMENTS=on): one end-to-end run saw
 * "prepared statement … already exists" on a real PostgreSQL, a sign that the driver's
 * per-connection bookkeeping can lose track of a statement; until that is understood the
 * default is unnamed statements, which cost ~2 ms more per search query.
 */
export function namedStatementsEnabled(): boolean {
  return process.env.DATABASE_NAMED_STATEMENTS === "on";
}

function createNamedClient(url: string, max: number, options: string | undefined): PrismaClient {
  const adapter = new PrismaPg(
    { connectionString: url, max, connectionTimeoutMillis: 3_000, idleTimeoutMillis: 30_000, ...(options ? { options } : {}) },
    namedStatementsEnabled() ? { statementNameGenerator: (query) => statementName(query.sql) } : {},
  );
  return new PrismaClient({ adapter });
}

/**
 * The app's client (lib/db) until a probe has shown a real PostgreSQL, then a client with
 * named prepared statements (and the session `options`, e.g. asynchronous commit). On the
 * embedded PGlite server it stays the app's client: one pool, as before.
 */
export function statementClient(role: string, max: number, options?: string): PrismaClient {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides the database.");
  g.llarStatementClients ??= new Map();
  const id = `${role}|${url}`;
  let entry = g.llarStatementClients.get(id);
  if (!entry) g.llarStatementClients.set(id, (entry = { named: null, probing: false }));
  if (entry.named) return entry.named;
  if (!entry.probing) {
    const e = entry;
    e.probing = true;
    prisma.$queryRaw<{ v: string }[]>`SELECT version() AS v`.then(
      ([row]) => {
        if (!/PGlite|emscripten/i.test(row.v)) e.named = createNamedClient(url, max, options);
      },
      () => {
        e.probing = false; // database unreachable: probe again on a later call
      },
    );
  }
  return prisma;
}

/** The query layer's client (reads: search, detail, changes, stats, reference data, keys). */
export function queryPrisma(): PrismaClient {
  return statementClient("query", Number(process.env.DATABASE_POOL_SIZE ?? 10));
}
