// The fresh-filter run (BENCH_SCENARIOS=fresh, issue 22's target): writes its own block of
// docs/benchmarks.md between markers and its rows of the "Current figures" table, and
// leaves the full API table (report.ts) alone. The target is stated against the trivial
// API route /v1/parishes, which passes the same wrapper (key, plan, rate limit, quota,
// usage) around a handler that reads nothing: both measured in the same run, as the
// machine is shared and only the ratio of one run is robust.
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import { setSummaryRows, type SummaryRow } from "@/scripts/dev/bench/summary-table";
import { writeMarkdown } from "../bench/write-markdown";
import type { Measurement } from "./run-autocannon";
import { config } from "@/lib/config";

const START = "<!-- bench:api-fresh:start -->";
const END = "<!-- bench:api-fresh:end -->";
const FILE = config.BENCH_REPORT_FILE;
// The hand-written "Fresh filters" section follows the generated block.
const ANCHOR = "### Fresh filters";

type FreshReport = {
  properties: number;
  results: Measurement[];
  duration: number;
  connections: number;
  load: number[];
  /** > 1: interleaved rounds (interleaved.ts). */
  rounds: number;
};

const mean = (ms: Measurement[]) => ms.reduce((s, m) => s + m.rps, 0) / Math.max(1, ms.length);

export async function writeFreshReport(r: FreshReport): Promise<void> {
  const saturated = r.results.filter((m) => !m.name.includes("1 connection"));
  const api = mean(saturated.filter((m) => m.path === "/v1/parishes"));
  const noop = mean(saturated.filter((m) => m.path === "/api/bench-noop"));
  const day = new Date().toISOString().slice(0, 10);
  const rows = r.results.map((m) => {
    const ratio = (base: number) => (m.name.includes("1 connection") || !base ? "—" : `${(m.rps / base).toFixed(2)}×`);
    return `| ${m.name} | ${m.rps.toFixed(0)} | ${ratio(api)} | ${ratio(noop)} | ${m.p50} | ${m.p99} | ${m.worstRoundP99 ?? "—"} | ${m.cpuPerRequest?.toFixed(2) ?? "—"} | ${m.dbCpuPerRequest?.toFixed(2) ?? "—"} | ${m.requests} | ${m.non2xx + m.errors} |`;
  });
  const block = [
    START,
    `Written by \`BENCH_SCENARIOS=fresh npm run bench:api\`, ${new Date().toISOString()}: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${r.properties.toLocaleString("en")} properties, ${r.connections} connections, ${r.duration} s per scenario${r.rounds > 1 ? ` in ${r.rounds} interleaved rounds (p50 and p99 over every response of the rounds; beside them the worst round's own p99)` : ""}. Ratios are to the mean of the runs of each baseline: /v1/parishes ${api.toFixed(0)} req/s (the target's trivial route), /api/bench-noop ${noop.toFixed(0)} req/s. 1-minute load average before/after: ${r.load.map((l) => l.toFixed(1)).join(" / ")} (the machine is shared).`,
    "",
    "| Scenario | req/s | ratio to /v1/parishes | ratio to bench-noop | p50 ms | p99 ms | worst round's p99 ms | server CPU ms/request | PostgreSQL CPU ms/request | requests | non-2xx/errors |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
    END,
  ].join("\n");
  let doc = existsSync(FILE) ? readFileSync(FILE, "utf8") : "# Benchmarks\n";
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from >= 0 && to > from) doc = doc.slice(0, from) + block + doc.slice(to + END.length);
  else if (doc.includes(ANCHOR)) {
    const at = doc.indexOf("\n", doc.indexOf(ANCHOR)) + 1;
    doc = `${doc.slice(0, at)}\n${block}\n${doc.slice(at)}`;
  } else doc = `${doc.trimEnd()}\n\n${ANCHOR}\n\n${block}\n`;
  const summary: SummaryRow[] = [];
  for (const [label, name] of [
    ["Pro key", "/v1/properties new filter every request (nothing cached)"],
    ["Enterprise key", "/v1/properties new filter every request, Enterprise key"],
  ]) {
    const m = r.results.find((x) => x.name === name);
    if (!m || !api) continue;
    const ratio = m.rps / api;
    const met = ratio >= 0.5 ? (m.p99 < 50 ? "" : ": p99 not met") : m.p99 < 50 ? ": ratio not met" : ": not met";
    summary.push({
      area: "API",
      figure: `/v1/properties, a new filter every request (${label}): req/s vs /v1/parishes, p99`,
      result: `${ratio.toFixed(2)}×, p99 ${m.p99} ms${m.worstRoundP99 !== undefined ? ` (worst round ${m.worstRoundP99} ms)` : ""} (load ${r.load[0].toFixed(1)})${met}`,
      target: "≥ 0.5×, p99 < 50 ms",
      measured: day,
      command: `BENCH_SCENARIOS=fresh${r.rounds > 1 ? ` BENCH_ROUNDS=${r.rounds}` : ""} npm run bench:api`,
    });
  }
  await writeMarkdown(FILE, setSummaryRows(doc, summary));
}
