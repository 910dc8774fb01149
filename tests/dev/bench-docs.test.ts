// `npm run bench:ingest -- --write-docs` writes its measurement into docs/benchmarks.md: one
// block per mode, replaced by the next run of that mode (never stacked), its rows of the
// "Current figures" table updated, and the rest of the file (hand-written readings, other
// sections) kept.
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { check } from "prettier";
import { describe, expect, it } from "vitest";
import { writeBenchmarkSection, type BenchResult } from "@/scripts/dev/bench/bench-docs";
import { emptyReport } from "@/lib/ingest/report";

const result = (over: Partial<BenchResult>): BenchResult => ({
  adverts: 99763,
  sources: 5,
  properties: 44615,
  elapsedSeconds: 138.9,
  peakRssMb: 804,
  database: "postgres",
  machine: "2 × AMD EPYC",
  date: "2026-11-23",
  loadAverage: 1.2,
  oneRun: false,
  ...over,
});
const reports = [{ ...emptyReport("finques-andorra"), created: 24444, propertiesCreated: 24444, elapsedMs: 17900 }];
const ONE_RUN = "### All feeds as one run";
const ONE_SOURCE = "### One source after the other";
const count = (text: string, s: string) => text.split(s).length - 1;
// The file is saved formatted (Prettier pads table columns): rows are compared unpadded.
const unpad = (text: string) =>
  text
    .split("\n")
    .map((line) => (line.startsWith("|") ? line.replace(/ {2,}/g, " ") : line))
    .join("\n");
const read = async (file: string) => unpad(await readFile(file, "utf8"));

async function scratch(content?: string): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), "llar-bench-docs-")), "benchmarks.md");
  if (content !== undefined) await writeFile(file, content);
  return file;
}

describe("writeBenchmarkSection", () => {
  it("puts one block per mode under the Ingestion heading and keeps the rest of the file", async () => {
    const file = await scratch(
      "# Benchmarks\n\n## API\n\nAPI figures.\n\n## Ingestion\n\nA hand-written reading.\n\n## Portal\n\nPortal figures.\n",
    );
    await writeBenchmarkSection(result({}), reports, file);
    await writeBenchmarkSection(result({ oneRun: true, elapsedSeconds: 165.2 }), reports, file);
    const text = await read(file);
    const at = (s: string) => text.indexOf(s);
    expect(at("## API")).toBeLessThan(at("## Ingestion"));
    expect(at("## Ingestion")).toBeLessThan(at(ONE_RUN));
    expect(at(ONE_RUN)).toBeLessThan(at(ONE_SOURCE));
    expect(at(ONE_SOURCE)).toBeLessThan(at("A hand-written reading."));
    expect(at("A hand-written reading.")).toBeLessThan(at("## Portal"));
    expect(text).toContain("| Total time (parse, normalise, match, write) | 165.2 s | < 180 s |");
    expect(text).toContain("`npm run bench:ingest -- --one-run --write-docs`");
    expect(text).toContain("Portal figures.");
  });

  it("replaces the block of the same mode instead of stacking a new one", async () => {
    const file = await scratch(
      "# Benchmarks\n\n## Ingestion\n\nA hand-written reading.\n\n## Portal\n\nPortal figures.\n",
    );
    await writeBenchmarkSection(result({ oneRun: true, elapsedSeconds: 165.2 }), reports, file);
    await writeBenchmarkSection(result({}), reports, file);
    await writeBenchmarkSection(result({ oneRun: true, elapsedSeconds: 101.7, date: "2026-11-25" }), reports, file);
    const text = await read(file);
    expect(count(text, ONE_RUN)).toBe(1);
    expect(count(text, ONE_SOURCE)).toBe(1);
    expect(text).toContain("| Total time (parse, normalise, match, write) | 101.7 s | < 180 s |");
    expect(text).not.toContain("165.2 s");
    expect(text).toContain("| Total time (parse, normalise, match, write) | 138.9 s | < 180 s |");
    // Replaced where it stood (under the newer one-source block), not moved to the top.
    expect(text.indexOf(ONE_SOURCE)).toBeLessThan(text.indexOf(ONE_RUN));
    expect(count(text, "A hand-written reading.")).toBe(1);
    expect(text.indexOf(ONE_RUN)).toBeLessThan(text.indexOf("A hand-written reading."));
    expect(text).toContain("Portal figures.");
  });

  it("keeps its rows of the current-figures table up to date", async () => {
    const file = await scratch("# Benchmarks\n\n## Ingestion\n");
    await writeBenchmarkSection(result({ oneRun: true, elapsedSeconds: 165.2, peakRssMb: 1179 }), reports, file);
    await writeBenchmarkSection(
      result({ oneRun: true, elapsedSeconds: 101.7, peakRssMb: 1163, date: "2026-11-25" }),
      reports,
      file,
    );
    const text = await read(file);
    expect(text.indexOf("## Current figures")).toBeLessThan(text.indexOf("## Ingestion"));
    expect(text).toContain(
      "| Ingestion | First load, 100k adverts, all feeds as one run: time | 101.7 s | < 180 s | 2026-11-25 | npm run bench:ingest -- --one-run --write-docs |",
    );
    expect(text).toContain(
      "| Ingestion | First load, 100k adverts, all feeds as one run: peak RSS | 1163 MB | < 1,536 MB | 2026-11-25 |",
    );
    expect(count(text, "all feeds as one run: time")).toBe(1);
    expect(text).not.toContain("165.2 s");
  });

  it("saves the file as Prettier formats it, so that npm run lint stays clean", async () => {
    const file = await scratch("# Benchmarks\n\n## Ingestion\n");
    await writeBenchmarkSection(result({ oneRun: true }), reports, file);
    expect(await check(await readFile(file, "utf8"), { filepath: file })).toBe(true);
  });

  it("adds the section to a file that has none, or creates the file", async () => {
    const a = await scratch("# Benchmarks\n\n## API\n\nAPI figures.\n");
    await writeBenchmarkSection(result({}), reports, a);
    expect(await read(a)).toMatch(/API figures\.\n\n## Ingestion\n\n### One source after the other/);
    const b = await scratch();
    await writeBenchmarkSection(result({}), reports, b);
    expect(await read(b)).toMatch(
      /^# Benchmarks\n\n<!-- bench:summary:start -->\n+## Current figures\n[\s\S]*\n## Ingestion\n\n### /,
    );
  });

  it("names --again and reports the nightly re-run when there was one, and only then", async () => {
    const file = await scratch();
    await writeBenchmarkSection(
      result({ oneRun: true, again: { seconds: 17.9, unchanged: 99763, changes: 0 } }),
      reports,
      file,
    );
    const text = await read(file);
    expect(text).toContain("`npm run bench:ingest -- --one-run --again --write-docs`");
    expect(text).toContain(
      "| The same feeds again: time, adverts unchanged, changes | 17.9 s, 99,763, 0 | 0 changes |",
    );
    expect(text).toContain(
      "| Ingestion | The same feeds again, all feeds as one run: time, changes | 17.9 s, 0 | 0 changes |",
    );
    await writeBenchmarkSection(result({}), reports, file);
    const oneSource = (await read(file)).split(ONE_SOURCE)[1].split("<!-- /bench:ingest block -->")[0];
    expect(oneSource).not.toContain("--again");
    expect(oneSource).not.toContain("The same feeds again:");
  });

  it("keeps a run with photos drawn by the photo server apart from one with photos replayed", async () => {
    const file = await scratch();
    const photos = { urls: 41996, fetched: 10000, ok: 9732, seconds: 361, perSecond: 27.7, cpuMsPerPhoto: 9.9 };
    await writeBenchmarkSection(result({ adverts: 20000, photos }), reports, file);
    await writeBenchmarkSection(
      result({ adverts: 20000, photos: { ...photos, seconds: 95, perSecond: 105.3 }, replayed: true }),
      reports,
      file,
    );
    const text = await read(file);
    expect(count(text, "### One source after the other, with photos (written")).toBe(1);
    expect(count(text, "### One source after the other, with photos replayed (written")).toBe(1);
    expect(text).toContain(
      "`npm run bench:ingest -- --adverts 20000 --photos <photos.json> --photo-replay --write-docs`",
    );
    expect(text).toContain(
      "| Ingestion | Photos per second end to end, one source after the other, with photos | 27.7 |",
    );
    expect(text).toContain(
      "| Ingestion | Photos per second end to end, one source after the other, with photos replayed | 105.3 |",
    );
  });
});
