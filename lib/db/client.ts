// The one Prisma client of the app, over @prisma/adapter-pg. DATABASE_URL always points
// at a PostgreSQL wire endpoint: a real server, or the embedded PGlite server that
// scripts/start.ts serves and passes down in DATABASE_URL.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

const globalForPrisma = globalThis as unknown as { llarPrisma?: PrismaClient; llarPrismaUrl?: string };

/**
 * DATABASE_POOL_SIZE caps every pool of the process. The embedded database sets it to 1:
 * pglite-socket runs all connections on one PGlite session and keeps a connection
 * exclusive only inside a transaction, so two connections' extended-protocol messages can
 * interleave and fail (lib/db/resolve-url.ts).
 */
export function poolCap(): number {
  const n = Number(process.env.DATABASE_POOL_SIZE);
  return Number.isInteger(n) && n > 0 ? n : Infinity;
}

export function createPrismaClient(connectionString: string, max = 10): PrismaClient {
  const adapter = new PrismaPg({
    connectionString,
    max: Math.min(max, poolCap()),
    // Fail fast when the database is down so the API answers 503 instead of hanging.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
  });
  return new PrismaClient({ adapter });
}

/** The shared client (cached on globalThis so dev reloads and tests reuse one pool). */
export function getPrisma(): PrismaClient {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides the database.");
  }
  if (!globalForPrisma.llarPrisma || globalForPrisma.llarPrismaUrl !== url) {
    globalForPrisma.llarPrisma = createPrismaClient(url);
    globalForPrisma.llarPrismaUrl = url;
  }
  return globalForPrisma.llarPrisma;
}

/** `prisma.x` anywhere in the app, resolved lazily so importing never needs a database. */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_t, prop) {
    const client = getPrisma() as unknown as Record<PropertyKey, unknown>;
    const value = client[prop];
    return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(client) : value;
  },
});
