// npx tsx scripts/bench-api-in-process.ts — the cost of one /v1 request inside the process,
// without HTTP: the route handlers called with a real Request (as tests/support/api-client.ts
// does), 16 at a time, Pro and Enterprise fresh filters and /v1/parishes (Pro) interleaved.
// Per request it reports the Node CPU, the CPU of the database's backends, the statements
// sent (pipelined counter connection / pool) and the counter connection's socket writes.
// On a shared two-core machine these hold where req/s does not (docs/benchmarks.md#fresh-filters).
// Env: DATABASE_URL (a local server), REDIS_URL (optional), BENCH_PROPERTIES (100,000),
// BENCH_REQUESTS (per scenario and round, 2,000), BENCH_ROUNDS (5), BENCH_DATABASE (an
// already seeded bench database to reuse; kept afterwards), BENCH_KEEP=1 (keep the new one),
// BENCH_ONLY (only the scenarios whose name contains it: a CPU profile of one path).
import { readFileSync } from "node:fs";
import pg from "pg";
import { createPrismaClient, getPool, prisma } from "@/lib/db/client";
import { StatementPipeline } from "@/lib/db/pipeline";
import { createApiKey, ensureUser } from "@/lib/auth/api-keys";
import { seedReferenceData } from "@/lib/geo";
import { createScratchDatabase } from "./eval/scratch-database";
import { randomFilterPath } from "./bench-api/random-filter";
import { seedBenchData } from "./bench-api/seed";

const N = Number(process.env.BENCH_PROPERTIES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONCURRENCY = 16;
const log = (m: string) => console.log(`[bench:in-process] ${m}`);

type Handler = (req: Request, ctx?: never) => Promise<Response>;
type Scenario = { name: string; handler: Handler; path: () => string; key: string };
type Totals = {
  requests: number;
  nodeMs: number;
  dbMs: number;
  pipelined: number;
  pooled: number;
  writes: number;
  /** Most requests seen waiting for a pool connection (sampled after each request). */
  poolWaiting: number;
};

// Statement and socket-write counters: node-postgres's query() and the pipeline's flush.
const counts = { pipelined: 0, pooled: 0, writes: 0 };
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client & { pipeline?: boolean }, ...args: unknown[]) {
  if (this.pipeline) counts.pipelined++;
  else counts.pooled++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
const pipelineProto = StatementPipeline.prototype as unknown as { flush: () => Promise<void> };
const flush = pipelineProto.flush;
pipelineProto.flush = function (this: unknown) {
  counts.writes++;
  return flush.call(this);
};

function procCpuMs(pid: number): number | undefined {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

async function dbCpu(monitor: pg.Client): Promise<Map<number, number>> {
  const { rows } = await monitor.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  return new Map(rows.flatMap((r) => (procCpuMs(r.pid) === undefined ? [] : [[r.pid, procCpuMs(r.pid)!]])));
}

async function run(s: Scenario, monitor: pg.Client, t: Totals): Promise<void> {
  const before = { ...counts, cpu: process.cpuUsage(), db: await dbCpu(monitor) };
  let left = REQUESTS;
  const worker = async () => {
    while (left-- > 0) {
      const url = new URL(s.path(), "http://127.0.0.1:3000");
      const res = await s.handler(new Request(url, { headers: { authorization: `Bearer ${s.key}` } }), {
        params: Promise.resolve({}),
      } as never);
      await res.arrayBuffer();
      t.poolWaiting = Math.max(t.poolWaiting, getPool().waitingCount);
      if (res.status !== 200) throw new Error(`${s.name}: ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const cpu = process.cpuUsage(before.cpu);
  const db = await dbCpu(monitor);
  t.requests += REQUESTS;
  t.nodeMs += (cpu.user + cpu.system) / 1000;
  for (const [pid, ms] of db) t.dbMs += ms - (before.db.get(pid) ?? ms);
  t.pipelined += counts.pipelined - before.pipelined;
  t.pooled += counts.pooled - before.pooled;
  t.writes += counts.writes - before.writes;
}

async function main() {
  process.env.DATABASE_URL ??= "postgresql://postgres@127.0.0.1:5432/postgres";
  process.env.LLAR_RATE_LIMIT_PER_MINUTE = "1000000000";
  process.env.PUBLIC_BASE_URL ??= "http://127.0.0.1:3000";
  const reuse = process.env.BENCH_DATABASE;
  const db = reuse ? undefined : await createScratchDatabase("llar_inprocess");
  const url = reuse ?? db!.url;
  const monitor = new pg.Client({ connectionString: url });
  try {
    if (db) {
      log(`database ${new URL(url).pathname.slice(1)}, migrated: seeding ${N} properties…`);
      const ref = createPrismaClient(url, 2);
      await seedReferenceData(ref);
      await ref.$disconnect();
      const seeder = new pg.Client({ connectionString: url });
      await seeder.connect();
      await seedBenchData(seeder, N);
      await seeder.end();
    }
    process.env.DATABASE_URL = url;
    await monitor.connect();
    const user = await ensureUser("bench@llar.test");
    const key = async (name: string, plan: "pro" | "enterprise") => (await createApiKey(user.id, { plan, name })).key;
    const properties = (await import("@/app/v1/properties/route")).GET as Handler;
    const parishes = (await import("@/app/v1/parishes/route")).GET as Handler;
    const all: Scenario[] = [
      { name: "/v1/parishes, Pro", handler: parishes, path: () => "/v1/parishes", key: await key("p", "pro") },
      // The same route without the quota count: the difference is the counting statement's cost.
      {
        name: "/v1/parishes, Enterprise",
        handler: parishes,
        path: () => "/v1/parishes",
        key: await key("pe", "enterprise"),
      },
      { name: "fresh filter, Pro", handler: properties, path: randomFilterPath, key: await key("f", "pro") },
      {
        name: "fresh filter, Enterprise",
        handler: properties,
        path: randomFilterPath,
        key: await key("e", "enterprise"),
      },
    ];
    const scenarios = all.filter((s) => s.name.includes(process.env.BENCH_ONLY ?? ""));
    const zero = (): Totals => ({
      requests: 0,
      nodeMs: 0,
      dbMs: 0,
      pipelined: 0,
      pooled: 0,
      writes: 0,
      poolWaiting: 0,
    });
    const totals = scenarios.map(zero);
    const warm = zero();
    for (const s of scenarios) await run(s, monitor, warm); // JIT, pools, the count snapshot
    for (let r = 0; r < ROUNDS; r++) for (const [i, s] of scenarios.entries()) await run(s, monitor, totals[i]);
    for (const [i, s] of scenarios.entries()) {
      const t = totals[i];
      const per = (x: number) => (x / t.requests).toFixed(3);
      log(
        `${s.name}: Node CPU ${per(t.nodeMs)} ms, PostgreSQL CPU ${per(t.dbMs)} ms, statements ${per(t.pipelined)} pipelined + ${per(t.pooled)} pooled, counter writes ${per(t.writes)} per request (${t.requests} requests; at most ${t.poolWaiting} waiting for a pool connection)`,
      );
    }
    if (db && process.env.BENCH_KEEP === "1") log(`kept ${url}`);
  } finally {
    await monitor.end().catch(() => undefined);
    await prisma.$disconnect().catch(() => undefined);
    if (db && process.env.BENCH_KEEP !== "1") await db.drop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
