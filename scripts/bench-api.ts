// npm run bench:api — the API benchmark of issue 3 (docs/benchmarks.md#api).
// A fresh PostgreSQL database, 100,000 properties with adverts seeded in bulk, the built
// app served by `next start`, then autocannon at 16 connections against the trivial
// route /api/bench-noop and each API scenario, printing EXPLAIN ANALYZE of the search SQL.
// Run it through the npm script, which holds the e2e lock (it builds and uses a port).
// Env: DATABASE_URL (a local server; default postgresql://postgres@127.0.0.1:5432/postgres),
// REDIS_URL (rate limiter backend, optional), BENCH_PROPERTIES, BENCH_DURATION (s),
// BENCH_PORT, BENCH_SKIP_BUILD=1, BENCH_SCENARIOS=fresh (only the baselines and the
// fresh-filter searches, Pro and Enterprise: the issue-22 target, written to its own block
// of docs/benchmarks.md by bench-api/fresh-report.ts), BENCH_ROUNDS (interleaved rounds),
// BENCH_REPORT_FILE.
import { spawn, spawnSync } from "node:child_process";
import os from "node:os";
import pg from "pg";
import { createPrismaClient, prisma } from "@/lib/db/client";
import { createApiKey, ensureUser } from "@/lib/auth/api-keys";
import { seedReferenceData } from "@/lib/geo";
import { createScratchDatabase } from "./eval/scratch-database";
import { explainAll } from "./bench-api/explain";
import { measureInterleaved } from "./bench-api/interleaved";
import { randomFilterPath } from "./bench-api/random-filter";
import { measure, type Measurement } from "./bench-api/run-autocannon";
import { seedBenchData } from "./bench-api/seed";
import { writeBenchReport } from "./bench-api/report";
import { writeFreshReport } from "./bench-api/fresh-report";

const N = Number(process.env.BENCH_PROPERTIES ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const CONNECTIONS = 16;
// > 1: the scenarios run interleaved, ROUNDS rounds of BENCH_DURATION / ROUNDS s each.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const FILTER = "op=sale&parish=andorra_la_vella,escaldes_engordany,la_massana&minRooms=2";
const log = (m: string) => console.log(`[bench:api] ${m}`);

async function main() {
  process.env.DATABASE_URL ??= "postgresql://postgres@127.0.0.1:5432/postgres";
  const db = await createScratchDatabase("llar_apibench");
  let server: ReturnType<typeof spawn> | undefined;
  let monitor: pg.Client | undefined;
  try {
    log(`fresh database ${new URL(db.url).pathname.slice(1)}, migrated; seeding ${N} properties…`);
    const ref = createPrismaClient(db.url, 2);
    await seedReferenceData(ref);
    await ref.$disconnect();
    const client = new pg.Client({ connectionString: db.url });
    client.on("error", (err) => log(`database connection lost: ${err.message}`));
    await client.connect();
    const t0 = Date.now();
    await seedBenchData(client, N);
    const counts = (
      await client.query(
        `SELECT (SELECT count(*) FROM property)::int AS p, (SELECT count(*) FROM listing)::int AS l, (SELECT count(*) FROM listing_price)::int AS h`,
      )
    ).rows[0];
    log(
      `seeded ${counts.p} properties, ${counts.l} adverts, ${counts.h} price observations in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    const ids: string[] = (
      await client.query(`SELECT id::text FROM property WHERE status = 'active' ORDER BY random() LIMIT 2000`)
    ).rows.map((r) => r.id);
    const since = (
      await client.query(
        `SELECT to_char((now() - interval '10 days') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS s`,
      )
    ).rows[0].s as string;
    await client.end();

    process.env.DATABASE_URL = db.url;
    const user = await ensureUser("bench@llar.test");
    const key = async (name: string, plan: "pro" | "enterprise" = "pro") =>
      (await createApiKey(user.id, { plan, name })).key;

    if (process.env.BENCH_SKIP_BUILD !== "1") {
      log("next build…");
      const res = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" });
      if (res.status !== 0) throw new Error("next build failed");
    }
    server = spawn(
      process.execPath,
      ["node_modules/next/dist/bin/next", "start", "-p", String(PORT), "-H", "127.0.0.1"],
      {
        stdio: ["ignore", "ignore", "inherit"],
        // The limiter runs (Redis when REDIS_URL is set) but with a limit no run reaches.
        // Production needs a public origin (lib/http/public-origin.ts): this server's own.
        env: {
          PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
          ...process.env,
          DATABASE_URL: db.url,
          LLAR_RATE_LIMIT_PER_MINUTE: "1000000000",
          NODE_ENV: "production",
        },
      },
    );
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/api/health`);
    // The bench database's backends (the app's pool, the counter connection, autovacuum):
    // on two cores their CPU competes with the server's, so it is part of a request's cost.
    monitor = new pg.Client({ connectionString: db.url });
    await monitor.connect();
    const dbPids = async () =>
      (
        await monitor!.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        )
      ).rows.map((r) => r.pid);

    // A cursor ~20,000 rows deep, walked through the API itself.
    const walker = await key("walker", "enterprise");
    let cursor = "";
    for (let i = 0; i < 40; i++) {
      const r = await fetch(`${base}/v1/properties?limit=500${cursor ? `&cursor=${cursor}` : ""}`, {
        headers: { authorization: `Bearer ${walker}` },
      });
      const body = await r.json();
      if (r.status !== 200) throw new Error(`walking the cursor: ${r.status} ${JSON.stringify(body)}`);
      cursor = body.meta.next_cursor;
    }
    const deepPath = `/v1/properties?limit=25&cursor=${cursor}`;

    // The trivial API route: the whole wrapper (key, plan, rate limit, quota, usage) around a
    // handler that reads nothing from the database; issue 22 states the search target against it.
    const parishKey = await key("parishes");
    const scenarios: [string, string | (() => string), string | undefined][] = [
      ["trivial route (baseline)", "/api/bench-noop", undefined],
      ["trivial API route /v1/parishes", "/v1/parishes", parishKey],
      [
        "/v1/properties filtered + sorted, first page",
        `/v1/properties?${FILTER}&sort=price_asc&limit=25`,
        await key("search"),
      ],
      ["/v1/properties deep cursor page", deepPath, await key("deep")],
      // The two above repeat one URL, so after the first request they are answered from
      // the per-version result cache. These two measure the uncached work: a random page
      // of the same filter (total cached, page read from the database), and a new filter
      // on every request (page and exact total both computed).
      [
        "/v1/properties random page 1–40 of the filter (page uncached)",
        () => `/v1/properties?${FILTER}&sort=price_asc&limit=25&page=${1 + Math.floor(Math.random() * 40)}`,
        await key("pages"),
      ],
      ["/v1/properties new filter every request (nothing cached)", randomFilterPath, await key("filters")],
      [
        "/v1/properties new filter every request, Enterprise key",
        randomFilterPath,
        await key("filters-ent", "enterprise"),
      ],
      [
        "/v1/properties/{id}",
        () => `/v1/properties/${ids[Math.floor(Math.random() * ids.length)]}`,
        await key("detail"),
      ],
      ["/v1/changes", `/v1/changes?since=${since}&limit=100`, await key("changes")],
      ["/v1/stats", "/v1/stats?op=sale", await key("stats")],
    ];
    // The baseline runs first and again last: the machine is shared, so ratios use the mean.
    scenarios.push(["trivial API route /v1/parishes, again", "/v1/parishes", parishKey]);
    scenarios.push(["trivial route (baseline, again)", "/api/bench-noop", undefined]);
    if (process.env.BENCH_SCENARIOS === "fresh") {
      const keep = scenarios.filter(([name]) => name.startsWith("trivial") || name.includes("new filter"));
      scenarios.splice(0, scenarios.length, ...keep);
    }
    // Warm the server (JIT, route compilation, connection pools) for a few seconds first,
    // so that the first baseline is not measured on a cold process.
    await measure("warm-up", base, "/api/bench-noop", { duration: 3, connections: CONNECTIONS });
    const results: Measurement[] = [];
    const loadBefore = os.loadavg()[0];
    const warm = async (path: string | (() => string), apiKey: string | undefined) => {
      for (let i = 0; i < 30; i++)
        await fetch(base + (typeof path === "function" ? path() : path), {
          headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
        });
      // Random paths also reach code the fixed ones do not (the count snapshot is loaded by
      // the first request of a version, a second or more of CPU): warm them under load.
      if (typeof path === "function")
        await measure("warm-up", base, path, { key: apiKey, duration: 3, connections: CONNECTIONS });
    };
    const report = (m: Measurement) =>
      log(
        `${m.name}: ${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, non-2xx ${m.non2xx}, errors ${m.errors}, server CPU ${m.cpuPerRequest?.toFixed(2) ?? "?"} ms/request, PostgreSQL CPU ${m.dbCpuPerRequest?.toFixed(2) ?? "?"} ms/request`,
      );
    if (ROUNDS > 1) {
      // Interleaved rounds (bench-api/interleaved.ts); the repeated baselines are one scenario here.
      const once = scenarios.filter(([name]) => !name.endsWith("again") && !name.endsWith("again)"));
      for (const [, path, apiKey] of once) await warm(path, apiKey);
      const list = once.map(([name, path, apiKey]) => ({ name, path, key: apiKey }));
      const opts = { duration: DURATION, connections: CONNECTIONS, rounds: ROUNDS, serverPid: server.pid, dbPids };
      for (const m of await measureInterleaved(base, list, opts)) {
        report(m);
        results.push(m);
      }
    } else
      for (const [name, path, apiKey] of scenarios) {
        await warm(path, apiKey);
        const m = await measure(name, base, path, {
          key: apiKey,
          duration: DURATION,
          connections: CONNECTIONS,
          serverPid: server.pid,
          dbPids,
        });
        report(m);
        results.push(m);
      }
    // Unsaturated latency: one connection, so the figures show the request's own cost
    // rather than queueing behind 15 others on a 2-core machine.
    const unsaturated = [
      scenarios[0],
      scenarios.find(([n]) => n.startsWith("trivial API route")),
      scenarios.find(([n]) => n === "/v1/properties filtered + sorted, first page"),
      scenarios.find(([n]) => n === "/v1/properties new filter every request (nothing cached)"),
      scenarios.find(([n]) => n === "/v1/stats"),
    ].filter((s) => s !== undefined);
    for (const [name, path, apiKey] of unsaturated) {
      const m = await measure(`${name} — 1 connection`, base, path, {
        key: apiKey,
        duration: Math.max(3, DURATION / 2),
        connections: 1,
        serverPid: server.pid,
        dbPids,
      });
      log(`${m.name}: ${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms`);
      results.push(m);
    }
    const load = [loadBefore, os.loadavg()[0]];
    await writeFreshReport({
      properties: counts.p,
      results,
      duration: DURATION,
      connections: CONNECTIONS,
      load,
      rounds: ROUNDS,
    });
    if (process.env.BENCH_SCENARIOS === "fresh") {
      log("wrote the fresh-filter block of docs/benchmarks.md");
      return;
    }
    // The query plans are printed, not written: they explain a run, they are not its figures.
    for (const p of await explainAll(`${FILTER}`, deepPath.split("?")[1], since)) {
      console.log(`\n${p.title}\n${p.plan}`);
    }
    await writeBenchReport({
      properties: counts.p,
      adverts: counts.l,
      prices: counts.h,
      results,
      duration: DURATION,
      connections: CONNECTIONS,
      backend: process.env.REDIS_URL ? "Redis (REDIS_URL)" : "in-process",
      load,
    });
    log("wrote docs/benchmarks.md");
  } finally {
    await monitor?.end().catch(() => undefined);
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server!.once("exit", r));
    }
    await prisma.$disconnect().catch(() => undefined);
    await db.drop();
  }
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
