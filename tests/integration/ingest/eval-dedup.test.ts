// The evaluation on a small hand-made labelled set: a home on three portals in three
// languages, its sibling unit (same agency, same building, other reference), a home
// matched by shared photo names, a sale and a rental of similar flats, and singletons.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateDedup, readLabels } from "@/lib/ingest/eval/evaluate";
import { scratchPrisma } from "./scratch";

const FIXTURE = path.join(import.meta.dirname, "../../fixtures/ingest/dedup-small");
const prisma = scratchPrisma("llar_it_eval");

describe("eval:dedup on the small labelled fixture", () => {
  it("finds every true pair and no false one", async () => {
    const m = await evaluateDedup(prisma, await readLabels(path.join(FIXTURE, "labels.json")), path.join(FIXTURE, "feeds"));
    expect(m).toMatchObject({ adverts: 12, truePairs: 6, predictedPairs: 6, correctPairs: 6, precision: 1, recall: 1, f1: 1 });
  }, 60_000);

  it("stores why each advert joined its property", async () => {
    const l = await prisma.listing.findFirstOrThrow({ where: { url: "https://pisos.example/piso/P3" } });
    expect(l.matchScore).toBeGreaterThan(0);
    expect(l.matchEvidence).toMatchObject({ decision: "matched", signals: { photos: expect.any(Number) } });
    const sibling = await prisma.listing.findFirstOrThrow({ where: { url: "https://finques.example/anunci/F2" } });
    const home = await prisma.listing.findFirstOrThrow({ where: { url: "https://finques.example/anunci/F1" } });
    expect(sibling.propertyId).not.toBe(home.propertyId);
    const property = await prisma.property.findUniqueOrThrow({ where: { id: home.propertyId } });
    expect(property).toMatchObject({ sourceCount: 3, priceMin: 350000, priceMax: 355000, parish: "escaldes_engordany", status: "active", isHome: true });
  });
});
