// The failing tests of one `npm test` run, one line each ("file › test: first line of the
// error"), read from Vitest's and Playwright's JSON reports. CI keeps only the tail of the
// output, where a runner's own account of a failure has long scrolled away.
import { existsSync, readFileSync } from "node:fs";

/** Vitest's JSON report of one project (vitest.config.ts: "unit" or "integration"). */
export const vitestReport = (project: string) => `.data/vitest-${project}-report.json`;
export const VITEST_PROJECTS = ["unit", "integration"] as const;
// Playwright's JSON report (playwright.config.ts writes it here).
export const E2E_REPORT = ".data/e2e-report.json";

type VitestReport = {
  testResults: {
    name: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
  }[];
};

export function failedVitestTests(): string[] {
  return VITEST_PROJECTS.flatMap((project) => failedIn(vitestReport(project)));
}

function failedIn(path: string): string[] {
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, "utf8")) as VitestReport;
  const lines: string[] = [];
  for (const file of report.testResults) {
    const where = file.name.replace(`${process.cwd()}/`, "");
    const failed = file.assertionResults.filter((t) => t.status === "failed");
    for (const t of failed) lines.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages[0])}`);
    if (!failed.length && file.message) lines.push(`${where}: ${firstLine(file.message)}`);
  }
  return lines;
}

type PlaywrightSuite = {
  title: string;
  suites?: PlaywrightSuite[];
  specs: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
};

export function failedE2eTests(): string[] {
  if (!existsSync(E2E_REPORT)) return [];
  const report = JSON.parse(readFileSync(E2E_REPORT, "utf8")) as {
    suites: PlaywrightSuite[];
    errors?: { message?: string }[];
  };
  const lines: string[] = (report.errors ?? []).map((e) => `playwright: ${firstLine(e.message)}`);
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected") continue;
        const error = test.results.find((r) => r.error)?.error;
        lines.push(`e2e/${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return lines;
}

function firstLine(text = ""): string {
  // Playwright's messages carry terminal colours.
  const plain = text.replace(/\u001b\[[0-9;]*m/g, "");
  return (plain.split("\n").find((l) => l.trim()) ?? "").trim().slice(0, 240);
}
