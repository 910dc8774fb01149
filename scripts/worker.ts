// npm run worker — delivers webhooks (lib/webhooks/worker.ts) and saved-search alert
// mails (lib/alerts/alert-loop.ts), and pulls the scheduled sources' feeds
// (lib/sources/scheduler.ts) until SIGINT/SIGTERM, then finishes the work under way
// and exits. `npm start` runs one beside the app; run
// more on other machines against the same DATABASE_URL to share the work.
import "@/lib/config/check";
import { getPool } from "@/lib/db/client";
import { resolveDatabase } from "@/lib/db/resolve-url";
import { WebhookWorker } from "@/lib/webhooks/worker";
import { AlertLoop } from "@/lib/alerts/alert-loop";
import { setEnv } from "@/lib/config";
import { SourceScheduler } from "@/lib/sources/scheduler";

const db = await resolveDatabase();
setEnv("DATABASE_URL", db.url);
let worker: WebhookWorker;
try {
  worker = new WebhookWorker(getPool());
} catch (err) {
  console.error(`worker: ${(err as Error).message}`);
  await db.stop();
  process.exit(2);
}
try {
  await getPool().query("SELECT 1 FROM webhook_event LIMIT 0");
} catch (err) {
  const missing = (err as { code?: string }).code === "42P01";
  console.error(
    `worker: ${missing ? "the database has no webhook tables yet: run `npm run db:migrate` first" : (err as Error).message}`,
  );
  await db.stop();
  process.exit(1);
}
worker.start();
const alerts = new AlertLoop(getPool());
alerts.start();
const scheduler = new SourceScheduler(db.url);
try {
  await scheduler.start();
} catch (err) {
  console.error(`worker: the source scheduler did not start: ${(err as Error).message}`);
}
console.log(
  `[worker] webhook worker ${worker.id} started (timeout ${worker.timing.timeoutMs} ms, retries for ${worker.timing.retryWindowMs} ms)`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all([worker.stop(), alerts.stop(), scheduler.stop().catch(() => {})]);
  await getPool()
    .end()
    .catch(() => {});
  await db.stop();
  console.log("[worker] stopped");
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
