// Writes the API section of docs/benchmarks.md between its markers and its rows of the
// "Current figures" table (other sections of the file belong to other parts of the project
// and are left untouched).
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import { setSummaryRows, type SummaryRow } from "@/scripts/dev/bench/summary-table";
import { writeMarkdown } from "../bench/write-markdown";
import type { Measurement } from "./run-autocannon";
import { config } from "@/lib/config";

const START = "<!-- bench:api:start -->";
const END = "<!-- bench:api:end -->";
// BENCH_REPORT_FILE: write elsewhere (a partial run, BENCH_SCENARIOS=fresh, must not
// replace the full table).
const FILE = config.BENCH_REPORT_FILE;
const HEADING = "## API";

type Report = {
  properties: number;
  adverts: number;
  prices: number;
  results: Measurement[];
  duration: number;
  connections: number;
  backend: string;
  load: number[];
};

export async function writeBenchReport(r: Report): Promise<void> {
  const baselines = r.results.filter((m) => m.path === "/api/bench-noop" && !m.name.includes("1 connection"));
  const trivial = baselines.reduce((sum, m) => sum + m.rps, 0) / baselines.length;
  const rows = r.results.map(
    (m) =>
      `| ${m.name} | ${m.rps.toFixed(0)} | ${m.name.includes("1 connection") ? "—" : `${(m.rps / trivial).toFixed(2)}×`} | ${m.p50} | ${m.p99} | ${m.requests} | ${m.non2xx + m.errors} |`,
  );
  const body = [
    START,
    HEADING,
    "",
    `Written by \`npm run bench:api\`. Run ${new Date().toISOString()} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. Fresh PostgreSQL database with ${r.properties.toLocaleString("en")} properties, ${r.adverts.toLocaleString("en")} adverts and ${r.prices.toLocaleString("en")} price observations (bulk SQL, lib/db/synthetic-properties.ts); the built app under \`next start\`; autocannon on loopback, ${r.connections} connections, ${r.duration} s per scenario after a warm-up. Every API request carries a Pro key and passes the whole wrapper: key lookup, plan gate, rate limit (${r.backend}; the per-minute limit raised with LLAR_RATE_LIMIT_PER_MINUTE so that it counts without rejecting), the quota upsert in PostgreSQL, the handler, headers and usage counting. The baseline is \`/api/bench-noop\`, a route handler of the same app that returns \`{"ok":true}\`.`,
    "",
    'Repeated searches (the first page and the deep cursor page below repeat one URL) are answered from the result cache of the table\'s version: the quota statement reads the change clock, and a search computed at that clock value is reused until any write moves it (docs/decisions.md#search-result-cache). The "random page" and "new filter" rows measure the uncached work: a page read through the sort index (total cached), and a page plus an exact total, counted over the in-memory filter columns of the table\'s version (lib/search/count-index.ts). The Enterprise rows use keys that are not counted against a quota.',
    "",
    `Ratios are to the mean of the two baseline runs (${trivial.toFixed(0)} req/s). 1-minute load average before/after the measurements: ${r.load.map((l) => l.toFixed(1)).join(" / ")} on ${os.cpus().length} cores (the machine is shared with other engineers' builds and tests).`,
    "",
    "| Scenario | req/s | ratio to trivial | p50 ms | p99 ms | requests | non-2xx/errors |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    "",
    "Targets: /v1/properties ≥ 0.5× the trivial route's req/s and p99 < 50 ms; /v1/stats p50 < 20 ms.",
    "",
    "`npm run bench:api` also prints the query plans of the search SQL (EXPLAIN ANALYZE, same database).",
    END,
  ].join("\n");
  const current = existsSync(FILE) ? readFileSync(FILE, "utf8") : "# Benchmarks\n";
  // The section starts at its marker, or at its heading if another writer dropped the marker.
  const from = current.includes(START) ? current.indexOf(START) : current.indexOf(HEADING);
  const to = current.indexOf(END);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + body + current.slice(to + END.length)
      : `${current.trimEnd()}\n\n${body}\n`;
  await writeMarkdown(FILE, setSummaryRows(next, summaryRows(r.results, trivial, r.connections)));
}

/** The headline figures against their targets, for the table at the top of the file. */
function summaryRows(results: Measurement[], trivial: number, connections: number): SummaryRow[] {
  const by = (name: string) => results.find((m) => m.name === name);
  const row = (figure: string, result: string, target: string): SummaryRow => ({
    area: "API",
    figure,
    result,
    target,
    measured: new Date().toISOString().slice(0, 10),
    command: "npm run bench:api",
  });
  const first = by("/v1/properties filtered + sorted, first page");
  const stats = by("/v1/stats");
  return [
    ...(first
      ? [
          row(
            "/v1/properties first page: req/s vs the trivial route",
            `${(first.rps / trivial).toFixed(2)}×`,
            "≥ 0.5×",
          ),
          row(`/v1/properties first page: p99 (${connections} connections)`, `${first.p99} ms`, "< 50 ms"),
        ]
      : []),
    ...(stats ? [row(`/v1/stats: p50 (${connections} connections)`, `${stats.p50} ms`, "< 20 ms")] : []),
  ];
}
