// Consolidation quality in CI: the labelled sample of both development sets
// (tests/fixtures/ingest/dedup-quality) ingested by the real pipeline into a scratch
// database, each set on its own as eval:dedup does. Fails when pairwise precision or recall
// falls more than 0.01 below the figures recorded beside the fixture (expected.json).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { evaluateDedup, readLabels } from "@/scripts/eval/evaluate";
import { openScratch } from "./scratch";

const FIXTURE = path.join(import.meta.dirname, "../fixtures/ingest/dedup-quality");
const TOLERANCE = 0.01;

type Recorded = Record<string, { precision: number; recall: number }>;

describe("consolidation quality on the labelled fixture", async () => {
  const recorded = JSON.parse(await readFile(path.join(FIXTURE, "expected.json"), "utf8")) as Recorded;
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it.each(["dedup", "dedup-wide"])(
    "%s: precision and recall within 0.01 of the recorded figures",
    async (set) => {
      const scratch = await openScratch("llar_it_quality");
      closers.push(scratch.close);
      const dir = path.join(FIXTURE, set);
      const m = await evaluateDedup(
        scratch.prisma,
        await readLabels(path.join(dir, "labels.json")),
        path.join(dir, "feeds"),
      );
      expect(m.unstored).toEqual([]);
      expect(m.truePairs).toBeGreaterThan(200);
      expect(m.precision).toBeGreaterThanOrEqual(recorded[set].precision - TOLERANCE);
      expect(m.recall).toBeGreaterThanOrEqual(recorded[set].recall - TOLERANCE);
    },
    120_000,
  );
});
