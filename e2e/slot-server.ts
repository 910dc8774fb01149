// One e2e slot's app (playwright.config.ts starts one per worker): a fresh database of its
// own — `llar_e2e_<port>` on the PostgreSQL of DATABASE_URL, or a fresh embedded database
// folder — then `npm start` (scripts/start.ts) on the slot's port. The database is dropped
// when Playwright stops the server; a run that was killed leaves it to the next run, which
// drops and recreates it first.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { slotDatabaseUrl, slotFor } from "./slots";

const slot = slotFor(Number(process.argv[2] ?? 0));
const admin = process.env.DATABASE_URL;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(slot.appPort), LLAR_DATA_DIR: slot.dataDir };
rmSync(slot.dataDir, { recursive: true, force: true });
if (admin) {
  await adminQuery(`DROP DATABASE IF EXISTS "${slot.databaseName}" WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE "${slot.databaseName}"`);
  env.DATABASE_URL = slotDatabaseUrl(admin, slot);
}

const app = spawn(
  process.execPath,
  [new URL("../node_modules/tsx/dist/cli.mjs", import.meta.url).pathname, "scripts/start.ts"],
  {
    stdio: "inherit",
    env,
  },
);
const stop = () => app.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
app.on("exit", async (code) => {
  if (admin) await adminQuery(`DROP DATABASE IF EXISTS "${slot.databaseName}" WITH (FORCE)`).catch(() => undefined);
  rmSync(path.dirname(slot.dataDir), { recursive: true, force: true });
  process.exit(code ?? 0);
});
