// `npm run bench:ingest -- --write-docs` adds its measurement to docs/benchmarks.md and
// keeps what the section already says (earlier runs, hand-written readings).
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeBenchmarkSection, type BenchResult } from "@/scripts/bench/bench-docs";
import { emptyReport } from "@/lib/ingest/report";

const result = (over: Partial<BenchResult>): BenchResult => ({
  adverts: 99763, sources: 5, properties: 44615, elapsedSeconds: 138.9, peakRssMb: 804, database: "postgres",
  machine: "2 × AMD EPYC", date: "2026-11-23", loadAverage: 1.2, oneRun: false, ...over,
});
const reports = [{ ...emptyReport("finques-andorra"), created: 24444, propertiesCreated: 24444, elapsedMs: 17900 }];

describe("writeBenchmarkSection", () => {
  it("puts each run under the Ingestion heading, newest first, and keeps the rest of the file", async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), "llar-bench-docs-")), "benchmarks.md");
    await writeFile(file, "# Benchmarks\n\n## API\n\nAPI figures.\n\n## Ingestion\n\nA hand-written reading.\n\n## Portal\n\nPortal figures.\n");
    await writeBenchmarkSection(result({}), reports, file);
    await writeBenchmarkSection(result({ oneRun: true, elapsedSeconds: 165.2 }), reports, file);
    const text = await readFile(file, "utf8");
    const at = (s: string) => text.indexOf(s);
    expect(at("## API")).toBeLessThan(at("## Ingestion"));
    expect(at("## Ingestion")).toBeLessThan(at("### 2026-11-23: all feeds as one run"));
    expect(at("### 2026-11-23: all feeds as one run")).toBeLessThan(at("### 2026-11-23: one source after the other"));
    expect(at("### 2026-11-23: one source after the other")).toBeLessThan(at("A hand-written reading."));
    expect(at("A hand-written reading.")).toBeLessThan(at("## Portal"));
    expect(text).toContain("| Total time (parse, normalise, match, write) | 165.2 s | < 180 s |");
    expect(text).toContain("`npm run bench:ingest -- --one-run --write-docs`");
    expect(text).toContain("Portal figures.");
  });

  it("adds the section to a file that has none, or creates the file", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "llar-bench-docs-"));
    await writeFile(path.join(dir, "a.md"), "# Benchmarks\n\n## API\n\nAPI figures.\n");
    await writeBenchmarkSection(result({}), reports, path.join(dir, "a.md"));
    expect(await readFile(path.join(dir, "a.md"), "utf8")).toMatch(/API figures\.\n\n## Ingestion\n\n### 2026-11-23: one source after the other/);
    await writeBenchmarkSection(result({}), reports, path.join(dir, "b.md"));
    expect(await readFile(path.join(dir, "b.md"), "utf8")).toMatch(/^# Benchmarks\n\n## Ingestion\n\n### /);
  });

  it("names --again and reports the nightly re-run when there was one, and only then", async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), "llar-bench-docs-")), "benchmarks.md");
    await writeBenchmarkSection(result({ oneRun: true, again: { seconds: 17.9, unchanged: 99763, changes: 0 } }), reports, file);
    const text = await readFile(file, "utf8");
    expect(text).toContain("`npm run bench:ingest -- --one-run --again --write-docs`");
    expect(text).toContain("| The same feeds again: time, adverts unchanged, changes | 17.9 s, 99,763, 0 | 0 changes |");
    await writeBenchmarkSection(result({}), reports, file);
    const newest = (await readFile(file, "utf8")).split("### ")[1];
    expect(newest).not.toContain("--again");
    expect(newest).not.toContain("The same feeds again");
  });
});
