// npm test — every test, in order: lint (ESLint, knip, Prettier), type check, unit tests
// (Vitest project "unit": no database), integration tests (project "integration": a fresh
// database and Redis when REDIS_URL is set), one production build, end-to-end (Playwright
// in Debian's Chromium on two workers, each against its own `npm start` and database:
// e2e/slots.ts). Each stage runs even if an earlier one failed, so one run shows every
// failure; the summary gives each stage's time, and the exit code is non-zero if any
// stage failed.
//
//   npm test                  everything (what CI runs)
//   npm test -- quick         lint, types, unit: the inner loop
//   npm test -- <stage>       one of: lint | types | unit | integration | e2e
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { E2E_REPORT, failedE2eTests, failedVitestTests, vitestReport, VITEST_PROJECTS } from "./test-failures";

type Stage = { name: string; ok: boolean; seconds: number };
const stages: Stage[] = [];
const bin = (pkg: string) => new URL(`../node_modules/${pkg}`, import.meta.url).pathname;

function run(name: string, args: string[], command = process.execPath): boolean {
  console.log(`\n── ${name} ──`);
  const started = Date.now();
  const res = spawnSync(command, args, { stdio: "inherit" });
  const ok = res.status === 0;
  stages.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

const GROUPS: Record<string, string[]> = {
  all: ["lint", "types", "unit", "integration", "e2e"],
  quick: ["lint", "types", "unit"],
};
const only = process.argv[2] ?? "all";
const wanted = GROUPS[only] ?? [only];
if (!wanted.every((s) => GROUPS.all.includes(s))) {
  console.error(`npm test -- <part>: one of ${[...Object.keys(GROUPS), ...GROUPS.all].join(", ")}`);
  process.exit(2);
}

if (wanted.includes("lint")) run("lint", ["run", "lint"], "npm");
if (wanted.includes("types")) run("type check", [bin("typescript/bin/tsc"), "--noEmit"]);
for (const project of VITEST_PROJECTS) {
  if (!wanted.includes(project)) continue;
  // The JSON report lets the summary name failing tests: CI keeps only the tail of the output.
  rmSync(vitestReport(project), { force: true });
  run(`${project} tests`, [
    bin("vitest/vitest.mjs"),
    "run",
    `--project=${project}`,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport(project)}`,
  ]);
}
if (wanted.includes("e2e")) {
  rmSync(E2E_REPORT, { force: true });
  // One build; every worker's app server starts from it (LLAR_SKIP_BUILD, playwright.config.ts).
  if (run("production build", [bin("next/dist/bin/next"), "build"])) {
    run("end-to-end tests", [bin("@playwright/test/cli.js"), "test"]);
  }
}

console.log("\n── summary ──");
const minutes = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
for (const s of stages)
  console.log(`${s.ok ? "PASS" : "FAIL"}  ${s.name.padEnd(26)} ${minutes(s.seconds).padStart(6)}`);
for (const line of [...failedVitestTests(), ...failedE2eTests()]) console.log(`  ✗ ${line}`);
const failed = stages.filter((s) => !s.ok).length;
const total = stages.reduce((sum, s) => sum + s.seconds, 0);
console.log(`stages: ${stages.length - failed} passed, ${failed} failed, ${minutes(total)} in all`);
process.exit(failed ? 1 : 0);
