// npm test — every test: lint (ESLint, knip, Prettier) and the type check side by side,
// then in order unit tests (Vitest project "unit": no database), integration tests
// (project "integration": a fresh database and Redis when REDIS_URL is set), one
// production build, end-to-end (Playwright in Debian's Chromium on two workers, each
// against its own `npm start` and database: e2e/slots.ts). Each stage runs even if an
// earlier one failed, so one run shows every failure; the summary gives each stage's
// time, and the exit code is non-zero if any stage failed.
//
//   npm test                  everything (what CI runs)
//   npm test -- quick         lint, types, unit: the inner loop
//   npm test -- <stage>       one of: lint | types | unit | integration | e2e
import { spawn, spawnSync } from "node:child_process";
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

/** Runs checks side by side, each output held and printed whole when it ends: ESLint and
 *  the type check use one core each, so on two cores four checks in a row take about
 *  twice as long as together. */
async function runTogether(checks: { name: string; args: string[]; command?: string }[]): Promise<void> {
  if (!checks.length) return;
  console.log(`\n── ${checks.map((c) => c.name).join(", ")} (side by side) ──`);
  await Promise.all(
    checks.map(
      ({ name, args, command = process.execPath }) =>
        new Promise<void>((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (d) => (output += d));
          child.stderr.on("data", (d) => (output += d));
          child.on("close", (code) => {
            const ok = code === 0;
            stages.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
            console.log(`\n── ${name}: ${ok ? "passed" : "FAILED"} ──\n${output.trimEnd()}`);
            resolve();
          });
        }),
    ),
  );
}

await runTogether([
  // package.json's lint:* scripts, which `npm run lint` runs one after another.
  ...(wanted.includes("lint")
    ? ["eslint", "knip", "prettier"].map((tool) => ({
        name: `lint: ${tool}`,
        args: ["run", "-s", `lint:${tool}`],
        command: "npm",
      }))
    : []),
  ...(wanted.includes("types") ? [{ name: "type check", args: [bin("typescript/bin/tsc"), "--noEmit"] }] : []),
]);
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
// Wall time: the side-by-side checks overlap, so their stage times do not add up.
const total = Math.round(performance.now() / 1000);
console.log(`stages: ${stages.length - failed} passed, ${failed} failed, ${minutes(total)} in all`);
process.exit(failed ? 1 : 0);
