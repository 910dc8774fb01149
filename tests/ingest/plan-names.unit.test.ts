// What sources and their adverts are called must not decide which adverts are one home:
// a held-out set has other names. The run's order (certainty.ts) puts clear pairs before
// adverts hesitating between sibling units, and only breaks the remaining ties by name.
// Replayed on the committed quality fixture (tests/fixtures/ingest/dedup-quality) with
// every source and advert id renamed, the properties must be the same sets of adverts.
import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { planSnapshots, type SnapshotPart } from "@/lib/ingest/apply/plan";
import { NO_MATCH, combine, moreCertainFirst } from "@/lib/ingest/match/consolidate/certainty";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import { readFeed } from "@/lib/ingest/read-feed";
import { emptyReport } from "@/lib/ingest/report";
import { kyeroConnector } from "@/lib/ingest/sources/kyero";

const FIXTURE = path.join(import.meta.dirname, "../fixtures/ingest/dedup-quality");
const rename = (salt: string, name: string) =>
  salt
    ? createHash("sha1")
        .update(salt + name)
        .digest("hex")
    : name;

/** The set's properties as sets of advert URLs, with every source and advert id renamed by `salt`. */
async function partition(set: string, salt: string): Promise<string[]> {
  const dir = path.join(FIXTURE, set, "feeds");
  const parts: SnapshotPart[] = [];
  for (const file of (await readdir(dir)).sort()) {
    const sourceId = rename(salt, file).slice(0, 8);
    const adverts = await readFeed(kyeroConnector.read(path.join(dir, file)), emptyReport(sourceId));
    for (const a of adverts) a.externalId = rename(salt, a.externalId).slice(0, 12);
    parts.push({ sourceId, adverts, known: new Map(), full: true });
  }
  const byProperty = new Map<string, string[]>();
  for (const op of planSnapshots(parts, new Consolidator()).ops) {
    if (op.kind === "create") byProperty.set(op.propertyId, [...(byProperty.get(op.propertyId) ?? []), op.advert.url]);
  }
  return [...byProperty.values()].map((urls) => urls.sort().join(" + ")).sort();
}

describe("a run's properties", () => {
  for (const set of ["dedup", "dedup-wide"]) {
    it(`are the same under other source and advert names (${set} fixture)`, async () => {
      const named = await partition(set, "");
      expect(named.some((p) => p.includes(" + "))).toBe(true);
      for (const salt of ["a", "b", "c", "d"]) expect(await partition(set, salt)).toEqual(named);
    });
  }
});

describe("moreCertainFirst", () => {
  const order = (xs: { best: number; second: number }[]) => [...xs].sort(moreCertainFirst);
  it("puts the higher best score first, then the larger lead over the runner-up", () => {
    const clear = { best: 9, second: -Infinity };
    const leading = { best: 9, second: 2 };
    const hesitating = { best: 9, second: 8.5 };
    const weaker = { best: 8, second: -Infinity };
    expect(order([weaker, hesitating, leading, clear, NO_MATCH])).toEqual([
      clear,
      leading,
      hesitating,
      weaker,
      NO_MATCH,
    ]);
    expect(moreCertainFirst(clear, { ...clear })).toBe(0);
    expect(moreCertainFirst(NO_MATCH, { ...NO_MATCH })).toBe(0);
  });

  it("combines two disjoint candidate sets into their top two", () => {
    expect(combine({ best: 5, second: 1 }, { best: 3, second: 2 })).toEqual({ best: 5, second: 3 });
    expect(combine({ best: 5, second: 4 }, { best: 3, second: 2 })).toEqual({ best: 5, second: 4 });
    expect(combine(NO_MATCH, { best: 3, second: -Infinity })).toEqual({ best: 3, second: -Infinity });
  });
});
