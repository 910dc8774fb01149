// The matcher replayed in memory on a labelled directory of feeds (one file a source, all
// of them one run, as evaluate.ts ingests them; `oneByOne`: one run per file, in name
// order): the same read → normalise → plan → consolidate path as ingestion, without a
// database, so the development aids (scripts/analyse-dedup.ts, scripts/fit-match-weights.ts)
// run in seconds. Nothing here is written anywhere.
import path from "node:path";
import { planSnapshots, type SnapshotPart } from "@/lib/ingest/apply/plan";
import { CandidateIndex } from "@/lib/ingest/match/blocking/candidate-index";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import type { MatchEvidence } from "@/lib/ingest/match/consolidate/decision";
import type { MatchRecord, PhotoHashes } from "@/lib/ingest/match/record/match-record";
import { readFeed } from "@/lib/ingest/read-feed";
import { emptyReport } from "@/lib/ingest/report";
import { connectorFor } from "@/lib/ingest/sources/registry";
import type { NormalisedAdvert } from "@/lib/ingest/types";
import { feedFiles, formatOf } from "./evaluate";

export type ReplayRow = { record: MatchRecord; advert: NormalisedAdvert; label: string; evidence: MatchEvidence };

/** The labelled adverts of the folder, each with its record and evidence after the replay; an error when none is labelled. */
export async function replay(
  feedsDir: string,
  labels: Record<string, string | number>,
  opts: { oneByOne?: boolean; hashes?: PhotoHashes } = {},
): Promise<ReplayRow[]> {
  const consolidator = new Consolidator();
  const rows: ReplayRow[] = [];
  const parts: SnapshotPart[] = [];
  // The folder's feeds as evaluate.ts finds and reads them (one source a file).
  for (const file of await feedFiles(feedsDir)) {
    const sourceId = path.basename(file, path.extname(file));
    const adverts = await readFeed(connectorFor(formatOf(file)).read(path.join(feedsDir, file)), emptyReport(sourceId));
    parts.push({ sourceId, adverts, known: new Map(), full: true });
  }
  for (const run of opts.oneByOne ? parts.map((p) => [p]) : [parts]) {
    const plan = planSnapshots(run, consolidator, opts.hashes);
    const byListing = new Map(plan.ops.flatMap((o) => (o.kind === "create" ? [[o.listingId, o] as const] : [])));
    for (const r of consolidator.records()) {
      const op = byListing.get(r.listingId);
      // Unlabelled adverts are consolidated like the rest but not reported: their home is
      // unknown (as one label "undefined" they read as one huge home to fit and analyse).
      if (op && Object.hasOwn(labels, op.advert.url))
        rows.push({ record: r, advert: op.advert, label: String(labels[op.advert.url]), evidence: op.evidence });
    }
  }
  if (!rows.length) throw new Error(`no advert of ${feedsDir} is in the labels (the labels of another set?)`);
  return rows;
}

/** Every pair of rows that blocking puts in front of the scorer, each once (i < j). */
export function candidatePairs(rows: ReplayRow[]): Array<[number, number]> {
  const index = new CandidateIndex();
  const at = new Map(rows.map((r, i) => [r.record.listingId, i]));
  for (const r of rows) index.add(r.record);
  const out: Array<[number, number]> = [];
  rows.forEach((r, i) => {
    for (const c of index.candidates(r.record)) {
      const j = at.get(c.listingId)!;
      if (j > i) out.push([i, j]);
    }
  });
  return out;
}

/** The fold (0 … folds − 1) a home falls in, by a stable hash of its label: whole homes go to one fold. */
export function homeFold(label: string, folds: number): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < label.length; k++) h = Math.imul(h ^ label.charCodeAt(k), 0x01000193);
  return (h >>> 0) % folds;
}
