// The evaluation on a small hand-made labelled set: a home on three portals in three
// languages, its sibling unit (same agency, same building, other reference), a home
// matched by shared photo names, a sale and a rental of similar flats, and singletons.
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateDedup, readLabels } from "@/scripts/dev/eval/evaluate";
import { openScratch, scratchPrisma } from "../ingest/scratch";

const FIXTURE = path.join(import.meta.dirname, "../fixtures/ingest/dedup-small");
const prisma = scratchPrisma("llar_it_eval");

describe("eval:dedup on the small labelled fixture", () => {
  it("finds every true pair and no false one", async () => {
    const m = await evaluateDedup(
      prisma,
      await readLabels(path.join(FIXTURE, "labels.json")),
      path.join(FIXTURE, "feeds"),
    );
    expect(m).toMatchObject({
      adverts: 12,
      truePairs: 6,
      predictedPairs: 6,
      correctPairs: 6,
      precision: 1,
      recall: 1,
      f1: 1,
      unstored: [],
    });
  }, 60_000);

  it("keeps a labelled advert that ingestion rejects in the figures, alone (its pairs missed)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "llar-eval-rejected-"));
    const scratch = await openScratch("llar_it_eval_rej");
    try {
      await cp(path.join(FIXTURE, "feeds"), dir, { recursive: true });
      // H1 on a fourth portal, with a rent period nobody can read: rejected (no_operation).
      const url = "https://other.example/h1";
      await writeFile(
        path.join(dir, "d-other.xml"),
        `<root><kyero><feed_version>3</feed_version></kyero><property><id>O1</id><price>350000</price><price_freq>whenever</price_freq><type>Apartment</type><town>Escaldes</town><country>Andorra</country><url><en>${url}</en></url></property></root>`,
      );
      const labels = await readLabels(path.join(FIXTURE, "labels.json"));
      labels.labels[url] = "H1";
      const m = await evaluateDedup(scratch.prisma, labels, dir);
      // H1 now has 4 adverts (6 pairs instead of 3): the 3 pairs of the rejected one are missed.
      expect(m).toMatchObject({
        adverts: 13,
        truePairs: 9,
        predictedPairs: 6,
        correctPairs: 6,
        precision: 1,
        recall: 6 / 9,
        unstored: [url],
      });
    } finally {
      await scratch.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("stores why each advert joined its property", async () => {
    const l = await prisma.listing.findFirstOrThrow({ where: { url: "https://pisos.example/piso/P3" } });
    expect(l.matchScore).toBeGreaterThan(0);
    expect(l.matchEvidence).toMatchObject({ decision: "matched", signals: { photos: expect.any(Number) } });
    const sibling = await prisma.listing.findFirstOrThrow({ where: { url: "https://finques.example/anunci/F2" } });
    const home = await prisma.listing.findFirstOrThrow({ where: { url: "https://finques.example/anunci/F1" } });
    expect(sibling.propertyId).not.toBe(home.propertyId);
    const property = await prisma.property.findUniqueOrThrow({ where: { id: home.propertyId } });
    expect(property).toMatchObject({
      sourceCount: 3,
      priceMin: 350000,
      priceMax: 355000,
      parish: "escaldes_engordany",
      status: "active",
      isHome: true,
    });
  });
});
