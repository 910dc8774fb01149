// node-postgres pools. Every pool of the app is made here, so they share one set of
// settings: DATABASE_POOL_SIZE caps them all, connecting fails fast when the database is
// down (the API answers 503 instead of hanging), and an idle connection's error is logged
// instead of crashing the process. The app's Prisma client runs on one of these pools
// (lib/db/client.ts), and the API's hot statements use the same pool directly
// (lib/db/sql.ts), so one process holds one set of connections.
import pg from "pg";
import { config } from "@/lib/config";

export type PoolOptions = {
  max?: number;
  /** libpq-style session options, e.g. "-c synchronous_commit=off". */
  options?: string;
};

/**
 * DATABASE_POOL_SIZE caps every pool of the process. The embedded database sets it to 1
 * (lib/db/resolve-url.ts): pglite-socket runs all connections on one PGlite session, one
 * batch or transaction at a time (lib/db/pglite-batch-queue.ts), so more connections would
 * only queue.
 */
function poolCap(): number {
  return config.DATABASE_POOL_SIZE ?? Infinity;
}

/** True when DATABASE_URL is the embedded PGlite server (set by resolveDatabase and the test harness). */
export function isEmbeddedDatabase(): boolean {
  return config.LLAR_EMBEDDED_DATABASE;
}

export function createPool(connectionString: string, opts: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: Math.min(opts.max ?? 10, poolCap()),
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    ...(opts.options ? { options: opts.options } : {}),
  });
  let last = 0;
  pool.on("error", (err) => {
    // An idle connection died (server restart, network): the pool replaces it on demand.
    if (Date.now() - last < 30_000) return;
    last = Date.now();
    console.warn(`[db] idle connection error: ${err.message}`);
  });
  return pool;
}
