// npm test — every test, in order: lint (ESLint, knip, Prettier), type check, unit + integration (Vitest, against a
// fresh database and Redis when REDIS_URL is set), production build, end-to-end
// (Playwright in Debian's Chromium against `npm start` on a fresh database).
// Each stage runs even if an earlier one failed, so one run shows every failure;
// the exit code is non-zero if any stage failed.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { createTestDatabase } from "../tests/support/test-database";
import { E2E_REPORT, failedE2eTests, failedUnitTests, UNIT_REPORT } from "./test-failures";

type Stage = { name: string; ok: boolean; seconds: number };
const stages: Stage[] = [];
const bin = (pkg: string) => new URL(`../node_modules/${pkg}`, import.meta.url).pathname;

function run(name: string, args: string[], env: NodeJS.ProcessEnv = process.env, command = process.execPath): boolean {
  console.log(`\n── ${name} ──`);
  const started = Date.now();
  const res = spawnSync(command, args, { stdio: "inherit", env });
  const ok = res.status === 0;
  stages.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

const only = process.argv[2]; // optional: "lint" | "unit" | "e2e" for a partial run
if (!only || only === "lint") run("lint", ["run", "lint"], process.env, "npm");
if (!only || only === "unit") {
  run("type check", [bin("typescript/bin/tsc"), "--noEmit"]);
  // The JSON report lets the summary name failing tests: CI keeps only the tail of the output.
  rmSync(UNIT_REPORT, { force: true });
  run("unit and integration tests", [
    bin("vitest/vitest.mjs"),
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${UNIT_REPORT}`,
  ]);
}
if (!only || only === "e2e") {
  rmSync(E2E_REPORT, { force: true });
  if (run("production build", [bin("next/dist/bin/next"), "build"])) {
    const db = await createTestDatabase("llar_e2e");
    const dataDir = `.data/e2e-${process.pid}`;
    try {
      // A real PostgreSQL gets a fresh database; otherwise `npm start` opens its own
      // embedded database in a fresh folder.
      const env: NodeJS.ProcessEnv = { ...process.env, LLAR_DATA_DIR: `${dataDir}/pglite` };
      if (db.kind === "postgres") env.DATABASE_URL = db.url;
      else await db.drop();
      run("end-to-end tests", [bin("@playwright/test/cli.js"), "test"], env);
    } finally {
      if (db.kind === "postgres") await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

console.log("\n── summary ──");
for (const s of stages) console.log(`${s.ok ? "PASS" : "FAIL"}  ${s.name} (${s.seconds}s)`);
for (const line of [...failedUnitTests(), ...failedE2eTests()]) console.log(`  ✗ ${line}`);
const failed = stages.filter((s) => !s.ok).length;
console.log(`stages: ${stages.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
