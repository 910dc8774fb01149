import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldPairwise, pairwiseMetrics } from "@/scripts/dev/eval/pairwise";

type Item = { cluster: string; label: string };
const metrics = (items: Item[]) =>
  pairwiseMetrics(new Map(items.map((x, i) => [`a${i}`, x.cluster])), new Map(items.map((x, i) => [`a${i}`, x.label])));

describe("pairwise precision and recall", () => {
  it("counts pairs of adverts put together and pairs that are one home", () => {
    // Home h1 has three adverts, split 2 + 1; home h2's advert wrongly joins the first pair.
    const m = metrics([
      { cluster: "p", label: "h1" },
      { cluster: "p", label: "h1" },
      { cluster: "q", label: "h1" },
      { cluster: "p", label: "h2" },
    ]);
    expect([m.truePairs, m.predictedPairs, m.correctPairs]).toEqual([3, 3, 1]);
  });
});

describe("pairwise figures of one fold (cross-validation by home)", () => {
  it("counts a wrong merge with another fold's home as half a pair in each fold", () => {
    const items = [
      { cluster: "p", label: "h1" },
      { cluster: "p", label: "h1" },
      { cluster: "p", label: "h2" },
    ];
    const fold1 = foldPairwise(items, (l) => l === "h1");
    const fold2 = foldPairwise(items, (l) => l === "h2");
    expect([fold1.truePairs, fold1.predictedPairs, fold1.correctPairs]).toEqual([1, 2, 1]);
    expect([fold2.truePairs, fold2.predictedPairs, fold2.correctPairs]).toEqual([0, 1, 0]);
  });

  it("summed over the folds, gives the whole set's counts", () => {
    const item = fc.record({
      cluster: fc.constantFrom("p", "q", "r", "s"),
      label: fc.constantFrom("h1", "h2", "h3", "h4", "h5"),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), fc.integer({ min: 2, max: 4 }), (items, folds) => {
        const foldOf = (label: string) => Number(label.slice(1)) % folds;
        const sum = { t: 0, p: 0, c: 0 };
        for (let k = 0; k < folds; k++) {
          const m = foldPairwise(items, (l) => foldOf(l) === k);
          sum.t += m.truePairs;
          sum.p += m.predictedPairs;
          sum.c += m.correctPairs;
        }
        const whole = metrics(items);
        expect(sum).toEqual({ t: whole.truePairs, p: whole.predictedPairs, c: whole.correctPairs });
      }),
    );
  });
});
