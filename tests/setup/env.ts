// Runs in every test worker before the tests: point the app's Prisma client at the run's
// database. REDIS_URL and other variables pass through from the environment.
import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.LLAR_TEST_DATABASE_KIND = inject("databaseKind");
// The embedded database takes one connection per process (poolCap in lib/db/pool.ts).
// No named prepared statements there either: every connection shares one PGlite session.
if (inject("databaseKind") === "embedded") {
  process.env.DATABASE_POOL_SIZE = "1";
  process.env.LLAR_EMBEDDED_DATABASE = "1";
}
// Attempt limits live in the shared Redis when REDIS_URL is set: a prefix of this file's
// own keeps test runs (and test files) from counting each other's attempts.
process.env.LLAR_RATE_LIMIT_PREFIX ??= `test-${process.pid}-${Date.now()}:`;
// The photo stage runs in every ingest: its copies go to a folder of this worker's, never
// the developer's .data/photos.
process.env.PHOTO_STORE_DIR ??= `${(await import("node:os")).tmpdir()}/llar-test-photos-${process.pid}`;
