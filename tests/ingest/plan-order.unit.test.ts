// A run of several feeds decides their new adverts together, most certain first, so the
// properties do not depend on the order the feeds are listed in. The fixture is the case
// that made it necessary: a home on two portals (one placed it at the town's centre) and
// its sibling unit on a third, close to both.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { planSnapshots, type SnapshotPart } from "@/lib/ingest/apply/plan";
import type { KnownListing } from "@/lib/ingest/apply/state";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import { readFeed } from "@/lib/ingest/read-feed";
import { emptyReport } from "@/lib/ingest/report";
import { kyeroConnector } from "@/lib/ingest/sources/kyero";

const DIR = path.join(import.meta.dirname, "../fixtures/ingest/feed-order");
const FEEDS = ["a-cases", "b-finques", "c-immo"];

async function part(sourceId: string): Promise<SnapshotPart> {
  const adverts = await readFeed(kyeroConnector.read(path.join(DIR, `${sourceId}.xml`)), emptyReport(sourceId));
  return { sourceId, adverts, known: new Map(), full: true };
}

/** The properties as sets of advert ids, in a canonical form. */
function partition(runs: SnapshotPart[][]): string[] {
  const c = new Consolidator();
  const byProperty = new Map<string, string[]>();
  for (const run of runs) {
    for (const op of planSnapshots(run, c).ops) {
      if (op.kind === "create")
        byProperty.set(op.propertyId, [...(byProperty.get(op.propertyId) ?? []), op.advert.externalId]);
    }
  }
  return [...byProperty.values()].map((ids) => ids.sort().join("+")).sort();
}

describe("one run of several feeds", () => {
  it("keeps the home together and its sibling apart, in every order of the feeds", async () => {
    const parts = await Promise.all(FEEDS.map(part));
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    for (const order of orders) expect(partition([order.map((i) => parts[i])])).toEqual(["CA-1+IM-4", "FI-9"]);
  });

  it("is not what applying the feeds one at a time gives in name order (why runs are joint)", async () => {
    // The sibling, decided when only the town-level advert is known, takes it; the home's
    // precise advert then contradicts the sibling and stays alone.
    const parts = await Promise.all(FEEDS.map(part));
    expect(partition(parts.map((p) => [p]))).toEqual(["CA-1+FI-9", "IM-4"]);
  });

  it("classifies each source's adverts against that source's own: unchanged, changed, withdrawn", async () => {
    const parts = await Promise.all(FEEDS.map(part));
    const c = new Consolidator();
    const first = planSnapshots(parts, c).ops.flatMap((o) => (o.kind === "create" ? [o] : []));
    const known = (sourceId: string): Map<string, KnownListing> =>
      new Map(
        first
          .filter((o) => o.sourceId === sourceId)
          .map((o) => [
            o.advert.externalId,
            {
              id: o.listingId,
              propertyId: o.propertyId,
              contentHash: o.advert.contentHash,
              status: "active" as const,
              price: o.advert.price,
            },
          ]),
      );
    const [a, b, cImmo] = await Promise.all(FEEDS.map(part));
    const repriced = { ...b.adverts[0], price: 350000, contentHash: "other" };
    const plan = planSnapshots(
      [
        { ...a, known: known("a-cases") },
        { ...b, adverts: [repriced], known: known("b-finques") },
        { ...cImmo, adverts: [], known: known("c-immo") },
      ],
      c,
    );
    expect(plan.ops.map((o) => [o.kind, o.sourceId])).toEqual([
      ["update", "b-finques"],
      ["remove", "c-immo"],
    ]);
    expect(plan.ops[0]).toMatchObject({ priceChanged: true });
    expect(Object.fromEntries(plan.unchanged)).toEqual({ "a-cases": 1, "b-finques": 0, "c-immo": 0 });
  });
});
