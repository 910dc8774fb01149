// The pool of the API's per-request counters (quota_usage, usage_daily, last_used_at),
// whose sessions run with synchronous_commit = off: the commit returns without waiting
// for the WAL flush (measured here: 3–5 ms → 0.7–1 ms per request). Atomicity and the
// exactness of the conditional quota upsert are unchanged; what a database crash can lose
// is the last fraction of a second of increments (a key could get a few requests extra
// after a crash), never a corrupt or over-counted row. On the embedded database it is
// the app's pool (one connection per process there, lib/db/pool.ts).
import type pg from "pg";
import { getPool } from "@/lib/db/client";
import { createPool, isEmbeddedDatabase } from "@/lib/db/pool";

const g = globalThis as unknown as { llarCounterPool?: { url: string; pool: pg.Pool } };

export function counterPool(): pg.Pool {
  const url = process.env.DATABASE_URL;
  if (!url || isEmbeddedDatabase()) return getPool();
  if (g.llarCounterPool?.url !== url) {
    const max = Number(process.env.DATABASE_COUNTER_POOL_SIZE ?? 5);
    g.llarCounterPool = { url, pool: createPool(url, { max, options: "-c synchronous_commit=off" }) };
  }
  return g.llarCounterPool.pool;
}
