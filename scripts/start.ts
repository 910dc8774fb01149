// npm start — everything a fresh clone needs after `npm install`: build if needed, the
// embedded database when DATABASE_URL is unset, migrations, reference and demo data, a
// demo account with a printed key, then the app server (scripts/start/serve.ts: Next
// behind our own HTTP server, for the client address) and the webhook worker
// (scripts/worker.ts). Ctrl-C stops it all cleanly.
import "@/lib/config/check";
import { spawn } from "node:child_process";
import { applyMigrations } from "@/lib/db/migrations";
import { resolveDatabase } from "@/lib/db/resolve-url";
import { ensureAuthEnv } from "./start/auth-env";
import { ensureBuilt } from "./start/build";
import { ensureDemoKey } from "./start/demo-key";
import { ensureMailEnv } from "./start/mail-env";
import { ensureMapTiles } from "./start/map-tiles";
import { seedData } from "./start/seed";
import { checkConfig, childEnv, config, setEnv } from "@/lib/config";

const port = config.PORT;
const log = (msg: string) => console.log(`[llar] ${msg}`);

async function main() {
  checkConfig();
  await ensureBuilt(log);
  ensureMapTiles();
  const db = await resolveDatabase();
  log(db.embedded ? `Embedded database (PGlite) at ${db.url}` : "Using the PostgreSQL in DATABASE_URL");
  setEnv("DATABASE_URL", db.url);
  let child: ReturnType<typeof spawn> | undefined;
  let worker: ReturnType<typeof spawn> | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log("Stopping…");
    for (const proc of [child, worker]) {
      if (proc && proc.exitCode === null) {
        proc.kill("SIGTERM");
        await new Promise((r) => proc.once("exit", r));
      }
    }
    await db.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));

  const applied = await applyMigrations(db.url);
  log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date");
  await seedData(log);
  const demoKey = await ensureDemoKey(log);
  ensureAuthEnv(log, port, config.HOST);
  ensureMailEnv(log);

  child = spawn(process.execPath, [tsxCli(), new URL("./start/serve.ts", import.meta.url).pathname], {
    stdio: ["ignore", "inherit", "inherit"],
    env: childEnv({ DATABASE_URL: db.url, NODE_ENV: "production", PORT: String(port) }),
  });
  child.on("exit", (code) => void stop(code ?? 1));
  worker = spawn(process.execPath, ["--import", "tsx", new URL("./worker.ts", import.meta.url).pathname], {
    stdio: ["ignore", "inherit", "inherit"],
    env: childEnv({ DATABASE_URL: db.url }),
  });
  worker.on("exit", (code) => {
    if (!stopping) log(`The webhook worker exited (${code}); webhooks are not being delivered.`);
  });
  await waitForHealth(port);
  const base = `http://localhost:${port}`;
  if (demoKey) console.log(`Demo API key: ${demoKey}`);
  log(`Site:      ${base}/`);
  log(`API docs:  ${base}/docs`);
  log(`API:       ${base}/v1  (try: curl -H "Authorization: Bearer <key>" ${base}/v1/parishes)`);
}

function tsxCli(): string {
  return new URL("../node_modules/tsx/dist/cli.mjs", import.meta.url).pathname;
}

async function waitForHealth(p: number) {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${p}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the app did not become healthy on port ${p} within 2 minutes`);
}

main().catch((err) => {
  console.error(`[llar] start failed: ${(err as Error).message}`);
  process.exit(1);
});
