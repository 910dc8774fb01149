// The one Prisma client of the app, over @prisma/adapter-pg. DATABASE_URL always points
// at a PostgreSQL wire endpoint: a real server, or the embedded PGlite server that
// scripts/start.ts serves and passes down in DATABASE_URL. The client runs on a pool
// from lib/db/pool.ts that lib/db/sql.ts also uses for the API's hot statements.
import type pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { createPool } from "./pool";
import { config } from "@/lib/config";

const globalForPrisma = globalThis as unknown as {
  llarPrisma?: PrismaClient;
  llarPool?: pg.Pool;
  llarPrismaUrl?: string;
};

/** A Prisma client on a new pool of its own; $disconnect() ends the pool. */
export function createPrismaClient(connectionString: string, max = 10): PrismaClient {
  return prismaOnPool(createPool(connectionString, { max }));
}

function prismaOnPool(pool: pg.Pool): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
}

function shared(): { client: PrismaClient; pool: pg.Pool } {
  const url = config.DATABASE_URL;
  if (!url) {
    throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides the database.");
  }
  if (!globalForPrisma.llarPrisma || !globalForPrisma.llarPool || globalForPrisma.llarPrismaUrl !== url) {
    globalForPrisma.llarPool = createPool(url, { max: config.DATABASE_POOL_SIZE ?? 10 });
    globalForPrisma.llarPrisma = prismaOnPool(globalForPrisma.llarPool);
    globalForPrisma.llarPrismaUrl = url;
  }
  return { client: globalForPrisma.llarPrisma, pool: globalForPrisma.llarPool };
}

/** The shared client (cached on globalThis so dev reloads and tests reuse one pool). */
function getPrisma(): PrismaClient {
  return shared().client;
}

/** The shared client's pool (lib/db/sql.ts runs the hot statements on it). */
export function getPool(): pg.Pool {
  return shared().pool;
}

/** `prisma.x` anywhere in the app, resolved lazily so importing never needs a database. */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_t, prop) {
    const client = getPrisma() as unknown as Record<PropertyKey, unknown>;
    const value = client[prop];
    return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(client) : value;
  },
});
