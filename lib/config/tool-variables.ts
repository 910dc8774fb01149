// Variables that the project's own tools set for the processes they start, and those of
// the development tools (benchmarks, audit, evaluation); see variables.ts for the format.
import { flag, oneOf, text, url, whole, type Variable } from "./types";

const INTERNAL = {
  LLAR_MAIL_TO_LOG: {
    kind: flag(),
    default: "off",
    meaning: "set by `npm start` without `EMAIL_SERVER`: print mails to the log in production",
  },
  LLAR_SOCKET_HEADER: {
    kind: flag(),
    default: "off",
    meaning: "set by `npm start`'s server, which reports the socket's address to the app",
  },
  LLAR_EMBEDDED_DATABASE: {
    kind: flag(),
    default: "off",
    meaning: "set when `DATABASE_URL` is the embedded database (no named statements there)",
  },
  LLAR_SKIP_BUILD: { kind: flag(), default: "off", meaning: "`npm start` serves the existing build as it is" },
  LLAR_DEBUG_INGEST: { kind: flag(), default: "off", meaning: "the ingest prints time and memory per phase" },
  LLAR_DEBUG_ENGINE: { kind: flag(), default: "off", meaning: "the migration engine prints its messages" },
  NEXT_RUNTIME: { kind: oneOf("nodejs", "edge"), meaning: "set by Next: the runtime a module runs in" },
  NEXT_PHASE: { kind: text(), meaning: "set by Next: the phase (build, server…)" },
} satisfies Record<string, Variable>;

const TOOLS = {
  EVAL_PHOTO_CACHE_DIR: {
    kind: text(),
    default: ".data/eval-photos",
    meaning: "`npm run eval:dedup`'s photo cache, kept between its scratch databases",
  },
  BENCH_PROPERTIES: { kind: whole(1), default: "100000", meaning: "properties the API benchmarks seed" },
  BENCH_DURATION: { kind: whole(1), default: "10", meaning: "`bench:api`: seconds per scenario" },
  BENCH_ROUNDS: {
    kind: whole(1),
    unset: "1 (`bench:api`), 5 (in-process)",
    meaning: "the scenarios run interleaved in this many rounds",
  },
  BENCH_PORT: { kind: whole(1, 65535), default: "3300", meaning: "`bench:api`: port of the app it starts" },
  BENCH_SKIP_BUILD: { kind: flag(), default: "off", meaning: "`bench:api` uses the existing build" },
  BENCH_SCENARIOS: {
    kind: oneOf("all", "fresh"),
    default: "all",
    meaning: "`fresh`: only the baselines and fresh-filter searches",
  },
  BENCH_REPORT_FILE: { kind: text(), default: "docs/benchmarks.md", meaning: "where the benchmarks write" },
  BENCH_REQUESTS: { kind: whole(1), default: "2000", meaning: "in-process bench: requests per scenario and round" },
  BENCH_DATABASE: { kind: url("postgres", "postgresql"), meaning: "in-process bench: a seeded database to reuse" },
  BENCH_KEEP: { kind: flag(), default: "off", meaning: "in-process bench: keep its new database" },
  BENCH_ONLY: { kind: text(), default: "", meaning: "in-process bench: only scenarios whose name contains it" },
  AUDIT_URL: { kind: url("http", "https"), unset: "the audit starts the app", meaning: "audit this running server" },
  AUDIT_NOTE: { kind: text(), meaning: "note on that server for the audit's report" },
  AUDIT_PORT: { kind: whole(1, 65535), default: "3300", meaning: "port of the app the audit starts" },
  AUDIT_RUNS: { kind: whole(1), default: "3", meaning: "Lighthouse runs per page (the median is kept)" },
  CHROMIUM_PATH: { kind: text(), default: "/usr/bin/chromium", meaning: "the browser of the audit and e2e tests" },
  E2E_TRACE: {
    kind: oneOf("off", "on", "retain-on-failure"),
    default: "retain-on-failure",
    meaning: "Playwright traces of the e2e tests (`.ci/run` turns them off: CI keeps only the log)",
  },
} satisfies Record<string, Variable>;

export const TOOL_GROUPS = {
  "Set by the project's own tools": INTERNAL,
  "Development tools": TOOLS,
};
