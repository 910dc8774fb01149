// Pairwise precision and recall of a clustering against labels (dedup/README.md): a pair
// of adverts is predicted-same when both sit in one property, truly-same when both carry
// one label. Only adverts present in both the prediction and the labels count (evaluate.ts
// puts a labelled advert that ingestion rejected in the prediction alone, so it counts).

export type PairwiseMetrics = {
  adverts: number;
  truePairs: number;
  predictedPairs: number;
  correctPairs: number;
  precision: number;
  recall: number;
  f1: number;
};

const pairs = (n: number) => (n * (n - 1)) / 2;

type Counts = Pick<PairwiseMetrics, "adverts" | "truePairs" | "predictedPairs" | "correctPairs">;

function withRatios(c: Counts): PairwiseMetrics {
  const precision = c.predictedPairs ? c.correctPairs / c.predictedPairs : 1;
  const recall = c.truePairs ? c.correctPairs / c.truePairs : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { ...c, precision, recall, f1 };
}

/** `predicted`: advert key → cluster id; `labels`: advert key → true entity id. */
export function pairwiseMetrics(predicted: Map<string, string>, labels: Map<string, string | number>): PairwiseMetrics {
  const items: Array<{ cluster: string; label: string }> = [];
  for (const [key, cluster] of predicted) {
    const label = labels.get(key);
    if (label !== undefined) items.push({ cluster, label: String(label) });
  }
  // The whole set is one fold with every home in it.
  return foldPairwise(items, () => true);
}

/**
 * Pairwise figures for one fold of a cross-validation by home (`inFold` says which homes).
 * True pairs lie within one home, so within the fold; a predicted pair counts 1 when both
 * adverts' homes are in the fold and ½ when only one is — a wrong merge with a home of
 * another fold is an error of this fold's weights too (no pair touching the fold was
 * fitted), and summed over the folds every pair counts once. Counting only pairs inside the
 * fold would hide most wrong merges. `items`: each advert's predicted cluster and true label.
 */
export function foldPairwise(
  items: ReadonlyArray<{ cluster: string; label: string }>,
  inFold: (label: string) => boolean,
): PairwiseMetrics {
  const byLabel = new Map<string, number>();
  const byCluster = new Map<string, { inside: number; outside: number }>();
  const byBoth = new Map<string, number>();
  let adverts = 0;
  for (const { cluster, label } of items) {
    const c = byCluster.get(cluster) ?? { inside: 0, outside: 0 };
    byCluster.set(cluster, c);
    if (!inFold(label)) {
      c.outside++;
      continue;
    }
    adverts++;
    c.inside++;
    byLabel.set(label, (byLabel.get(label) ?? 0) + 1);
    const both = `${cluster}\u0000${label}`;
    byBoth.set(both, (byBoth.get(both) ?? 0) + 1);
  }
  let truePairs = 0,
    predictedPairs = 0,
    correctPairs = 0;
  for (const n of byLabel.values()) truePairs += pairs(n);
  for (const { inside, outside } of byCluster.values()) predictedPairs += pairs(inside) + (inside * outside) / 2;
  for (const n of byBoth.values()) correctPairs += pairs(n);
  return withRatios({ adverts, truePairs, predictedPairs, correctPairs });
}
