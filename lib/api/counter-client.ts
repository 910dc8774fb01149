// A small Prisma client for the API's per-request counters (quota_usage, usage_daily),
// whose sessions run with synchronous_commit = off (on a real PostgreSQL; until the probe
// of lib/search/query-client.ts has answered, and on embedded PGlite, the app's client): the commit returns without waiting
// for the WAL flush (measured here: 3–5 ms → 0.7–1 ms per request). Atomicity and the
// exactness of the conditional upsert are unchanged; what a database crash can lose is
// the last fraction of a second of increments (a key could get a few requests extra
// after a crash), never a corrupt or over-counted row. Statements are prepared once per
// connection (see lib/search/query-client.ts).
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { statementClient } from "@/lib/search/query-client";

export function counterPrisma(): PrismaClient {
  return statementClient("counter", Number(process.env.DATABASE_COUNTER_POOL_SIZE ?? 5), "-c synchronous_commit=off");
}
