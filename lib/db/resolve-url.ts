// Where the database is, for CLIs and the start script:
// DATABASE_URL → that server; else the embedded server another process (npm start)
// already serves for this checkout; else start the embedded database ourselves.
import { runningEmbeddedUrl, startEmbeddedDatabase } from "./embedded";
import { config, setEnv } from "@/lib/config";

export type ResolvedDatabase = { url: string; embedded: boolean; stop: () => Promise<void> };

export async function resolveDatabase(): Promise<ResolvedDatabase> {
  const fromEnv = config.DATABASE_URL;
  if (fromEnv) return { url: fromEnv, embedded: false, stop: async () => {} };
  // One connection per process on the embedded database (see poolCap in lib/db/pool.ts);
  // processes started from here (npm start's `next start`) inherit it.
  setEnv("DATABASE_POOL_SIZE", "1");
  setEnv("LLAR_EMBEDDED_DATABASE", "1"); // no named statements there (lib/db/sql.ts)
  const running = runningEmbeddedUrl();
  if (running) return { url: running, embedded: true, stop: async () => {} };
  const db = await startEmbeddedDatabase();
  return { url: db.url, embedded: true, stop: db.stop };
}
