// The fit's thin copies (scripts/dev/eval/thin-copies.ts): a pair again with one side's
// description or all but two photos taken away, chosen by a hash so a fit is repeatable.
import { describe, expect, it } from "vitest";
import { thinCopy, thinned } from "@/scripts/dev/eval/thin-copies";
import { pairFeatures } from "@/lib/ingest/match/features/pair-features";
import { other, rec } from "@/tests/support/match-fixtures";

const text = "Pis al 3r pis amb ascensor, 3 habitacions i 2 banys, al Carrer Major 14. Terrassa de 20 m².";
const photos = [1, 2, 3, 4, 5].map((n) => `https://img.example/IMG_100${n}.jpg`);
const withPrints = (r: ReturnType<typeof rec>) => ({
  ...r,
  prints: Uint32Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
  printWeights: Float64Array.from([1, 1, 1, 1, 1]),
});
const a = withPrints(rec({ description: text, imageUrls: photos }));
const b = withPrints(other({ description: text, imageUrls: photos }));

describe("thinned", () => {
  it("takes away the description and every fact read from it", () => {
    const t = thinned(a, "no-text");
    expect(a.sentences.length).toBeGreaterThan(0);
    expect(a.stated.floor).toBe(3);
    expect(t).toMatchObject({ sentences: [], language: null, text: null, stated: {} });
    expect(t.shingles.length).toBe(0);
    expect(t.photoKeys).toEqual(a.photoKeys);
  });

  it("keeps two photos of an album, names and prints alike", () => {
    const t = thinned(a, "few-photos");
    expect(t.photoKeys).toEqual(a.photoKeys.slice(0, 2));
    expect(t.photoHashes).toHaveLength(2);
    expect(t.photoCamera).toHaveLength(2);
    expect(t.cameraPhotos).toBe(2);
    expect([...t.prints]).toEqual([1, 2, 3, 4]);
    expect(t.printWeights).toHaveLength(2);
    expect(t.stated).toEqual(a.stated);
  });

  it("leaves the original record as it was", () => {
    thinned(a, "no-text");
    thinned(a, "few-photos");
    expect(a.photoKeys).toHaveLength(5);
    expect(a.stated.floor).toBe(3);
  });
});

describe("thinCopy", () => {
  it("copies about the share asked for, the same pairs every time", () => {
    const pairs = Array.from({ length: 400 }, (_, k) => [
      { ...a, stableKey: `s1:${k}` },
      { ...b, stableKey: `s2:${k}` },
    ]);
    const copied = pairs.filter(([x, y]) => thinCopy(x, y, 0.25));
    expect(copied.length).toBeGreaterThan(70);
    expect(copied.length).toBeLessThan(130);
    expect(pairs.filter(([x, y]) => thinCopy(x, y, 0.25))).toEqual(copied);
    expect(pairs.filter(([x, y]) => thinCopy(x, y, 0))).toHaveLength(0);
  });

  it("thins one side only, so the pair still compares what the other shows", () => {
    const kinds = new Set<string>();
    for (let k = 0; k < 50; k++) {
      const copy = thinCopy({ ...a, stableKey: `s1:${k}` }, { ...b, stableKey: `s2:${k}` }, 1)!;
      const thinSides = copy.filter((r) => r.text === null || r.photoKeys.length === 2);
      expect(thinSides).toHaveLength(1);
      kinds.add(thinSides[0].text === null ? "no-text" : "few-photos");
      // The copy compares no texts when one side has none.
      if (thinSides[0].text === null) expect(pairFeatures(...copy).some((f) => f.startsWith("text:"))).toBe(false);
    }
    expect(kinds).toEqual(new Set(["no-text", "few-photos"]));
  });
});
