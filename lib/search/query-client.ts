// The Prisma client of the query layer (lib/search, lib/stats): the app's usual adapter-pg
// setup plus named prepared statements. The search, detail and change-feed SQL are a small
// set of fixed texts (one per combination of filters present), so naming each statement by
// a hash of its text lets every pooled connection parse and plan it once; measured on the
// 25-row search page at 100k properties: 3.1 → 1.0 ms per query, 1.3 → 0.65 ms of app CPU
// (docs/benchmarks.md). The same option in lib/db/client.ts would let the app keep a
// single client; it lives here because lib/db belongs to the foundation.
// Caveat of prepared statements: after a migration that changes a table's columns, running
// processes must restart (PostgreSQL refuses a cached plan whose result type changed).
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

type Cached = { client: PrismaClient; url: string };
const g = globalThis as unknown as { llarQueryPrisma?: Cached };

export function statementName(sql: string): string {
  return `llar_${createHash("sha1").update(sql).digest("hex").slice(0, 24)}`;
}

export function createNamedStatementClient(url: string, max: number, options?: string): PrismaClient {
  const adapter = new PrismaPg(
    { connectionString: url, max, connectionTimeoutMillis: 3_000, idleTimeoutMillis: 30_000, ...(options ? { options } : {}) },
    { statementNameGenerator: (query) => statementName(query.sql) },
  );
  return new PrismaClient({ adapter });
}

function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides the database.");
  return url;
}

/** The query layer's client (reads). */
export function queryPrisma(): PrismaClient {
  const url = databaseUrl();
  if (!g.llarQueryPrisma || g.llarQueryPrisma.url !== url)
    g.llarQueryPrisma = { url, client: createNamedStatementClient(url, Number(process.env.DATABASE_POOL_SIZE ?? 10)) };
  return g.llarQueryPrisma.client;
}
