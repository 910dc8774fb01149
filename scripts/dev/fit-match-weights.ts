// Fits the matcher's feature weights (lib/ingest/match/scoring/match-weights.ts) on labelled sets:
//   npx tsx scripts/dev/fit-match-weights.ts <labels.json> <feeds-dir> [<labels.json> <feeds-dir> …] [--l2 0.03] [--holdout K/N] [--photos hashes.tsv] [--reviews <database-url>] [--thin P] [--write]
// --reviews adds the operators' answers of the review queue (lib/admin/reviewed-pairs.ts)
// to the labelled sets' pairs.
// Several sets are fitted together (one set of weights for every source): each is replayed
// on its own, so pairs never cross sets. Replays ingestion in memory, takes every pair of adverts blocking puts in front of the
// scorer that no cannot-link rule refuses, describes it by its features (pair-features.ts)
// and fits a logistic regression of "one home" on them, so each weight is a log-odds
// contribution. Banded weights are then made monotone (closer is never less evidence), and a
// count one apart is held above a floor (COUNT_DRIFT_FLOOR below).
// Prints 5-fold cross-validated log-loss (folds by home) beside the in-sample one, so a
// change of features can be judged on held-out homes. Development aid only.
import "@/lib/config/check";
import { writeFile } from "node:fs/promises";
import { readLabels } from "@/scripts/dev/eval/evaluate";
import { fitLogistic, logit, logLossOf, nonIncreasing } from "@/scripts/dev/eval/logistic";
import { candidatePairs, homeFold, replay, type ReplayRow } from "@/scripts/dev/eval/replay";
import { photoHashesOption } from "@/scripts/dev/eval/photo-hash-file";
import { thinCopy } from "@/scripts/dev/eval/thin-copies";
import { reviewedPairs } from "@/lib/admin/reviewed-pairs";
import { cannotLink } from "@/lib/ingest/match/scoring/cannot-link";
import { MONOTONE_CHAINS } from "@/lib/ingest/match/features/feature-ids";
import { pairFeatures } from "@/lib/ingest/match/features/pair-features";
import { COUNT_DRIFT_FLOOR } from "@/lib/ingest/match/settings";

const OUT = "lib/ingest/match/scoring/match-weights.ts";
const FOLDS = 5;
/** The share of pairs copied thin to score the weights on, when --thin does not say. */
const THIN_EVAL_SHARE = 0.25;

// Sources count rooms differently, and bathrooms too (a toilet counted as one on one portal,
// not on another). The labelled sets never drift bathrooms, so the fit reads "one bathroom
// apart" as near-certain proof of two homes, and one source that counts toilets would split
// its homes (stress variant bath-drift). So a count one apart may weigh at most
// COUNT_DRIFT_FLOOR (lib/ingest/match/settings.ts) below the same count missing.

function floorCountDrift(weights: Map<string, number>): void {
  for (const count of ["rooms", "bathrooms"]) {
    const missing = weights.get(`${count}:missing`);
    const apart = weights.get(`${count}:1`);
    if (missing !== undefined && apart !== undefined && apart < missing - COUNT_DRIFT_FLOOR)
      weights.set(`${count}:1`, missing - COUNT_DRIFT_FLOOR);
  }
}

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
}

async function main() {
  const args = process.argv.slice(2);
  const firstFlag = args.findIndex((a) => a.startsWith("--"));
  const sets = firstFlag < 0 ? args : args.slice(0, firstFlag);
  if (!sets.length || sets.length % 2) {
    console.error(
      "usage: fit-match-weights <labels.json> <feeds-dir> [<labels.json> <feeds-dir> …] [--l2 N] [--holdout K/N] [--photos hashes.tsv] [--reviews <database-url>] [--thin P] [--write]",
    );
    process.exit(2);
  }
  const l2 = Number(option("--l2", "0.03"));
  if (!(l2 > 0)) {
    console.error("--l2 takes a positive number");
    process.exit(2);
  }
  // Photo hashes by URL (scripts/dev/eval/photo-hash-file.ts): each set finds its own photos' there.
  const hashes = await photoHashesOption(process.argv);
  const rows: ReplayRow[] = [];
  const setPairs: Array<[number, number]> = [];
  for (let s = 0; s < sets.length; s += 2) {
    const setRows = await replay(sets[s + 1], (await readLabels(sets[s])).labels, { hashes });
    const offset = rows.length;
    rows.push(...setRows);
    for (const [i, j] of candidatePairs(setRows)) setPairs.push([i + offset, j + offset]);
  }
  // --holdout K/N: leave the homes of fold K out of the fit, so that scripts/dev/analyse-dedup.ts
  // --fold K/N can measure consolidation on homes the weights never saw.
  const [heldK, heldN] = option("--holdout", "").split("/").map(Number);
  const trains = (label: string) => !heldN || homeFold(label, heldN) !== heldK;
  const pairs = setPairs.filter(
    ([i, j]) => !cannotLink(rows[i].record, rows[j].record) && trains(rows[i].label) && trains(rows[j].label),
  );
  const reviewsUrl = option("--reviews", "");
  const reviewed = reviewsUrl ? await reviewedPairs(reviewsUrl) : { pairs: [], missing: 0 };
  if (reviewsUrl)
    console.log(`${reviewed.pairs.length} operator-reviewed pairs (${reviewed.missing} with an advert gone)`);
  // Thin copies (scripts/dev/eval/thin-copies.ts): a share of the pairs again, with one
  // side's text or all but two photos taken away. Always scored held out (how the weights
  // answer for pairs whose evidence is thin); fitted on only with --thin P (that share).
  const thinOption = option("--thin", "");
  const thinShare = Number(thinOption || THIN_EVAL_SHARE);
  if (!(thinShare > 0 && thinShare <= 1)) {
    console.error("--thin takes a share above 0 and at most 1");
    process.exit(2);
  }
  const thin = pairs.flatMap(([i, j]) => {
    const copy = thinCopy(rows[i].record, rows[j].record, thinShare);
    return copy ? [{ i, j, copy }] : [];
  });
  const keys = [
    ...pairs.map(([i, j]) => pairFeatures(rows[i].record, rows[j].record)),
    ...reviewed.pairs.map((r) => r.features),
    ...thin.map(({ copy }) => pairFeatures(...copy)),
  ];
  const firstThin = keys.length - thin.length;
  const fitted = (n: number) => n < firstThin || thinOption !== "";
  const vocabulary = [...new Set(keys.flat())].sort();
  const index = new Map(vocabulary.map((k, i) => [k, i]));
  const x = keys.map((ks) => Uint16Array.from(ks, (k) => index.get(k)!));
  const y = Uint8Array.from([
    ...pairs.map(([i, j]) => Number(rows[i].label === rows[j].label)),
    ...reviewed.pairs.map((r) => Number(r.sameHome)),
    ...thin.map(({ i, j }) => Number(rows[i].label === rows[j].label)),
  ]);
  const folds = [
    ...pairs.map(([i]) => homeFold(rows[i].label, FOLDS)),
    ...reviewed.pairs.map((r) => homeFold(r.fold, FOLDS)),
    ...thin.map(({ i }) => homeFold(rows[i].label, FOLDS)),
  ];

  let heldOut = 0;
  let heldOutThin = 0;
  for (let f = 0; f < FOLDS; f++) {
    const train = x.flatMap((r, n) => (folds[n] === f || !fitted(n) ? [] : [n]));
    const fit = fitLogistic(
      train.map((n) => x[n]),
      Uint8Array.from(train, (n) => y[n]),
      vocabulary.length,
      l2,
    );
    x.forEach((row, n) => {
      if (folds[n] !== f) return;
      if (n < firstThin) heldOut += logLossOf(logit(fit, row), y[n]);
      else heldOutThin += logLossOf(logit(fit, row), y[n]);
    });
  }
  const all = x.flatMap((r, n) => (fitted(n) ? [n] : []));
  const fit = fitLogistic(
    all.map((n) => x[n]),
    Uint8Array.from(all, (n) => y[n]),
    vocabulary.length,
    l2,
  );
  const weights = new Map(vocabulary.map((k, i) => [k, fit.weights[i]]));
  const counts = new Map<string, number>();
  for (const n of all) for (const k of keys[n]) counts.set(k, (counts.get(k) ?? 0) + 1);
  for (const chain of MONOTONE_CHAINS) {
    const present = chain.filter((k) => weights.has(k));
    const fixed = nonIncreasing(
      present.map((k) => weights.get(k)!),
      present.map((k) => counts.get(k) ?? 0),
    );
    present.forEach((k, i) => weights.set(k, fixed[i]));
  }
  floorCountDrift(weights);
  const positives = all.reduce((a, n) => a + y[n], 0);
  console.log(
    `${rows.length} adverts, ${all.length} candidate pairs fitted (${positives} one home; ${thin.length} thin copies${thinOption ? "" : " not fitted"}), ${vocabulary.length} features, l2=${l2}`,
  );
  console.log(
    `log-loss: in-sample ${fit.logLoss.toFixed(1)}, ${FOLDS}-fold held-out ${heldOut.toFixed(1)}, thin copies held out ${heldOutThin.toFixed(1)} (Newton iterations ${fit.iterations})`,
  );
  if (!process.argv.includes("--write")) return;
  const round = (v: number) => Math.round(v * 100) / 100;
  const body = vocabulary
    .map((k) => `  ${JSON.stringify(k)}: ${round(weights.get(k)!)}, // ${counts.get(k) ?? 0} pairs`)
    .join("\n");
  await writeFile(
    OUT,
    `// Generated by scripts/dev/fit-match-weights.ts (${new Date().toISOString().slice(0, 10)}, l2=${l2}${heldN ? `, holdout ${heldK}/${heldN}` : ""}) from
// ${all.length} candidate pairs of ${rows.length} labelled adverts (${positives} one home${thinOption ? `; ${thin.length} of them thin copies` : ""}): the log-odds
// each pair feature (pair-features.ts) adds to "the two adverts are one home". Do not edit
// by hand; refit, and check the consolidation figures (docs/benchmarks.md#matching-quality).
// Held-out log-loss (${FOLDS} folds by home): ${heldOut.toFixed(1)}; in-sample ${fit.logLoss.toFixed(1)}.

/** The log-odds of a candidate pair before any feature is read. */
export const MATCH_PRIOR = ${round(fit.bias)};

export const MATCH_WEIGHTS: Readonly<Record<string, number>> = {
${body}
};
`,
  );
  console.log(`wrote ${OUT}`);
}

main().catch((err) => {
  console.error(`fit-match-weights: ${(err as Error).message}`);
  process.exit(2);
});
