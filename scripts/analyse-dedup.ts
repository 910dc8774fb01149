// Consolidation failures, explained: npx tsx scripts/analyse-dedup.ts <labels.json> <feeds-dir> [--list N] [--fold K/N] [--one-by-one] [--photos hashes.tsv]
// Replays the matcher in memory (same normalise → plan → consolidator path as ingestion,
// no database, seconds instead of a minute), prints pairwise P/R/F1, then the wrong merges
// and the misses with each pair's signals, grouped by failure class, so that rule changes
// start from what actually goes wrong. Development aid only: nothing here ships.
import { writeFile } from "node:fs/promises";
import { readLabels } from "@/scripts/eval/evaluate";
import { foldPairwise } from "@/scripts/eval/pairwise";
import { candidatePairs, homeFold, replay, type ReplayRow } from "@/scripts/eval/replay";
import { photoHashesOption } from "@/scripts/eval/photo-hash-file";
import { CandidateIndex } from "@/lib/ingest/match/blocking/candidate-index";
import { scorePair } from "@/lib/ingest/match/scoring/score";

function groupBy<T, K>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const t of items) out.set(key(t), [...(out.get(key(t)) ?? []), t]);
  return out;
}

type Row = ReplayRow;

const describe = (r: Row) => {
  const a = r.advert;
  return (
    `${r.record.sourceId.padEnd(14)} ag=${(r.record.agencyKey ?? "-").padEnd(12)} ref=${(r.record.referenceKey ?? "-").padEnd(8)} ` +
    `${a.operation}/${a.type} ${a.price ?? "?"}€ ${a.surfaceM2 ?? "?"}m² r${a.rooms ?? "?"} b${a.bathrooms ?? "?"} ${a.locationPrecision} ${a.town ?? a.parish ?? "?"} ph=${r.record.photoKeys.length}`
  );
};

function pairLine(a: Row, b: Row): string {
  const s = scorePair(a.record, b.record);
  const sig = Object.entries(s.signals)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ");
  return `  score=${s.score}${s.veto ? ` veto=${s.veto}` : ""} ${sig}\n    ${describe(a)}\n    ${describe(b)}`;
}

/** A coarse failure class from the pair's facts, to count what dominates. */
function failureClass(a: Row, b: Row): string {
  const parts = [a.record.sourceId === b.record.sourceId ? "same-source" : "cross-source"];
  const ag =
    a.record.agencyKey && b.record.agencyKey
      ? a.record.agencyKey === b.record.agencyKey
        ? "same-agency"
        : "other-agency"
      : "agency?";
  const ref =
    a.record.referenceKey && b.record.referenceKey
      ? a.record.referenceKey === b.record.referenceKey
        ? "same-ref"
        : "other-ref"
      : "ref?";
  parts.push(ag, ref, a.record.family === b.record.family ? a.record.family : "family-differs");
  return parts.join(" ");
}

/** `--dump file`: every advert and every blocked candidate pair, as JSON, for offline statistics. */
async function dump(file: string, rows: Row[]) {
  const pairs = candidatePairs(rows).map(([i, j]) => {
    const s = scorePair(rows[i].record, rows[j].record);
    return [i, j, s.score, s.veto, s.signals] as const;
  });
  const adverts = rows.map(({ record: { queryStamp, ...rest }, advert, label, evidence }) => ({
    ...rest,
    label,
    url: advert.url,
    precision: advert.locationPrecision,
    description: advert.description,
    evidence,
  }));
  await writeFile(file, JSON.stringify({ adverts, pairs }));
}

async function main() {
  const [labelsPath, dir, flag, n] = process.argv.slice(2);
  const limit = flag === "--list" ? Number(n) : 15;
  if (flag === "--dump") return dump(n, await replay(dir, (await readLabels(labelsPath)).labels));
  const labels = (await readLabels(labelsPath)).labels;
  // --one-by-one: each feed its own run, in name order (the joint run is what ingestion of several feeds does).
  const hashes = await photoHashesOption(process.argv);
  const rows = await replay(dir, labels, { oneByOne: process.argv.includes("--one-by-one"), hashes });
  // --fold K/N: figures on the homes of fold K (weights fitted with --holdout K/N never saw them).
  const fold = process.argv.indexOf("--fold");
  const [k, folds] = fold > 0 ? process.argv[fold + 1].split("/").map(Number) : [0, 0];
  // Only labelled adverts count (as in pairwiseMetrics); without --fold every home is in the fold.
  const labelled = rows
    .filter((r) => r.advert.url in labels)
    .map((r) => ({ cluster: r.record.propertyId, label: r.label }));
  const m = foldPairwise(labelled, (label) => !folds || homeFold(label, folds) === k);
  console.log(
    `precision=${m.precision.toFixed(4)} recall=${m.recall.toFixed(4)} f1=${m.f1.toFixed(4)} pairs true=${m.truePairs} predicted=${m.predictedPairs} correct=${m.correctPairs}`,
  );

  const byCluster = groupBy(rows, (r) => r.record.propertyId);
  const byLabel = groupBy(rows, (r) => r.label);
  const wrong: Array<[Row, Row]> = [];
  for (const members of byCluster.values()) {
    for (let i = 0; i < members.length; i++)
      for (let j = i + 1; j < members.length; j++)
        if (members[i].label !== members[j].label) wrong.push([members[i], members[j]]);
  }
  const missed: Array<[Row, Row]> = [];
  for (const members of byLabel.values()) {
    for (let i = 0; i < members.length; i++)
      for (let j = i + 1; j < members.length; j++)
        if (members[i].record.propertyId !== members[j].record.propertyId) missed.push([members[i], members[j]]);
  }
  // Split homes: each advert with its cluster and why it was decided so.
  const short = new Map<string, number>();
  const cl = (id: string) => short.get(id) ?? (short.set(id, short.size), short.size - 1);
  const byId = new Map(rows.map((r) => [r.record.listingId, r]));
  let shown = 0;
  for (const members of byLabel.values()) {
    if (new Set(members.map((r) => r.record.propertyId)).size < 2 || shown++ >= limit) continue;
    console.log(`\nSPLIT HOME ${members[0].label}`);
    for (const r of members) {
      const e = r.evidence;
      const other = e.matchedListingId ? byId.get(e.matchedListingId) : undefined;
      const why = `${e.decision} ${e.score ?? ""}${e.vetoed ? ` vetoed=${e.vetoed}` : ""} vs #${other ? cl(other.record.propertyId) : "?"}${other && other.label !== r.label ? "(other home)" : ""}`;
      console.log(
        `  #${cl(r.record.propertyId)} ${describe(r)}\n      ${why} ${Object.entries(e.signals)
          .map(([k, v]) => `${k}=${v}`)
          .join(" ")}`,
      );
    }
  }
  // Adverts that joined a property through an advert of another home: the decisions to fix.
  // (A join through an unlabelled advert, absent from the rows, cannot be judged.)
  const joinedThrough = (r: (typeof rows)[number]) => byId.get(r.evidence.matchedListingId!);
  const wrongJoins = rows.filter((r) => {
    const m = r.evidence.decision === "matched" ? joinedThrough(r) : undefined;
    return m !== undefined && m.label !== r.label;
  });
  console.log(
    `\n== WRONG JOINS: ${wrongJoins.length} adverts (home on ${wrongJoins.filter((r) => byLabel.get(r.label)!.length === 1).length} of them: this advert only)`,
  );
  for (const r of wrongJoins.slice(0, limit)) {
    const m = joinedThrough(r)!;
    console.log(
      `  score=${r.evidence.score} own-home-adverts=${byLabel.get(r.label)!.length - 1} ${Object.entries(
        r.evidence.signals,
      )
        .map(([k, v]) => `${k}=${v}`)
        .join(" ")}\n    ${describe(r)}\n    ${describe(m)}`,
    );
  }
  // True pairs that blocking never puts in front of the scorer, with the score they would get.
  const index = new CandidateIndex();
  rows.forEach((r) => index.add(r.record));
  const unblocked = missed.filter(
    ([a, b]) => !index.candidates(a.record).includes(b.record) && !index.candidates(b.record).includes(a.record),
  );
  console.log(`\n== NEVER SCORED (blocking): ${unblocked.length} of the missed pairs`);
  for (const [a, b] of unblocked.slice(0, limit)) console.log(pairLine(a, b));
  for (const [title, list] of [
    ["WRONG MERGES", wrong],
    ["MISSES", missed],
  ] as const) {
    const classes = groupBy(list, ([a, b]) => failureClass(a, b));
    console.log(`\n== ${title}: ${list.length} pairs`);
    for (const [k, v] of [...classes].sort((x, y) => y[1].length - x[1].length))
      console.log(`  ${String(v.length).padStart(5)}  ${k}`);
    for (const [a, b] of list.slice(0, limit)) console.log(pairLine(a, b));
  }
}

main().catch((err) => {
  console.error(`analyse-dedup: ${(err as Error).message}`);
  process.exit(2);
});
