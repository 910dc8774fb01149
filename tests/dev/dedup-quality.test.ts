// Consolidation quality in CI: the labelled sample of the three development sets
// (tests/fixtures/ingest/dedup-quality) ingested by the real pipeline into a scratch
// database, each set on its own as eval:dedup does. Fails when pairwise precision or recall
// falls more than 0.01 below the figures recorded beside the fixture (expected.json).
// dedup-rich's photos come as the photo stage's rows (photos.tsv: their hashes), so the
// test needs neither the photo server nor the network.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { evaluateDedup, readLabels } from "@/scripts/dev/eval/evaluate";
import { openScratch } from "../ingest/scratch";
import { seedPhotoRows } from "../support/seed-photos";

const FIXTURE = path.join(import.meta.dirname, "../fixtures/ingest/dedup-quality");
const TOLERANCE = 0.01;

type Recorded = Record<string, { precision: number; recall: number }>;

describe("consolidation quality on the labelled fixture", async () => {
  const recorded = JSON.parse(await readFile(path.join(FIXTURE, "expected.json"), "utf8")) as Recorded;
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  // True pairs each sample holds at least (dedup-rich's is smaller: homes whose photos are all hashed).
  const MIN_PAIRS: Record<string, number> = { dedup: 200, "dedup-wide": 200, "dedup-rich": 80 };

  it.each(["dedup", "dedup-wide", "dedup-rich"])(
    "%s: precision and recall within 0.01 of the recorded figures",
    async (set) => {
      const scratch = await openScratch("llar_it_quality");
      closers.push(scratch.close);
      const dir = path.join(FIXTURE, set);
      if (set === "dedup-rich")
        expect(await seedPhotoRows(scratch.prisma, path.join(dir, "photos.tsv"))).toBeGreaterThan(0);
      const m = await evaluateDedup(
        scratch.prisma,
        await readLabels(path.join(dir, "labels.json")),
        path.join(dir, "feeds"),
        // The structured sets' photo links are on hosts that do not exist (the rich set's
        // rows are seeded above): their figures are the matcher's on fields alone.
        set === "dedup-rich" ? {} : { photos: false },
      );
      expect(m.unstored).toEqual([]);
      expect(m.truePairs).toBeGreaterThan(MIN_PAIRS[set]);
      expect(m.precision).toBeGreaterThanOrEqual(recorded[set].precision - TOLERANCE);
      expect(m.recall).toBeGreaterThanOrEqual(recorded[set].recall - TOLERANCE);
    },
    120_000,
  );
});
