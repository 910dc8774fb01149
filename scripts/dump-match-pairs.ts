// Writes every candidate pair of labelled sets as JSON lines, for model checks outside the
// matcher (scripts/eval/pair-ceiling.py):
//   npx tsx scripts/dump-match-pairs.ts <out.jsonl> <labels.json> <feeds-dir> [<labels.json> <feeds-dir> …] [--photos hashes.tsv]
// Each set is replayed on its own as scripts/fit-match-weights.ts does (pairs never cross
// sets), and each pair carries what the shipped score reads (its discrete features and
// score) and the raw attributes behind them, so a more flexible model can be fitted on the
// same pairs to see how much the model form, rather than the fields, limits the matcher.
// Development aid only.
import { createWriteStream } from "node:fs";
import { readLabels } from "@/scripts/eval/evaluate";
import { photoHashesOption } from "@/scripts/eval/photo-hash-file";
import { candidatePairs, replay } from "@/scripts/eval/replay";
import { cannotLink } from "@/lib/ingest/match/scoring/cannot-link";
import { pairFeatures } from "@/lib/ingest/match/features/pair-features";
import type { MatchRecord } from "@/lib/ingest/match/record/match-record";
import { pairScore } from "@/lib/ingest/match/scoring/score";

/** Metres between two points (equirectangular: candidates are close), null without both. */
function metres(a: MatchRecord, b: MatchRecord): number | null {
  if (a.lat == null || a.lng == null || b.lat == null || b.lng == null) return null;
  const x = (a.lng - b.lng) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return Math.round(Math.hypot(a.lat - b.lat, x) * 111_195);
}

/** 1 or 0 where both sides state the value, null otherwise. */
function same<T>(a: T | null, b: T | null): number | null {
  return a == null || b == null ? null : Number(a === b);
}

function describe(set: number, a: MatchRecord, b: MatchRecord, oneHome: boolean, home: string) {
  const shared = new Set(b.photoKeys);
  const features = new Set(b.features);
  const common = a.features.filter((f) => features.has(f)).length;
  return {
    set,
    home,
    y: Number(oneHome),
    score: pairScore(a, b),
    keys: pairFeatures(a, b),
    price: [a.price, b.price],
    surface: [a.surface, b.surface],
    rooms: [a.rooms, b.rooms],
    bathrooms: [a.bathrooms, b.bathrooms],
    metres: metres(a, b),
    pointRadius: a.pointRadius + b.pointRadius,
    sameAgency: same(a.agencyKey, b.agencyKey),
    sameReference: same(a.referenceKey, b.referenceKey),
    references: Number(a.referenceKey != null) + Number(b.referenceKey != null),
    sameType: Number(a.type === b.type),
    family: a.family,
    sameTown: same(a.town, b.town),
    sharedPhotos: a.photoKeys.filter((k) => shared.has(k)).length,
    photos: Math.min(a.photoKeys.length, b.photoKeys.length),
    commonFeatures: common,
    allFeatures: a.features.length + b.features.length - common,
    lookAlikes: Math.max(a.lookAlikes, b.lookAlikes),
  };
}

async function main() {
  const args = process.argv.slice(2);
  const firstFlag = args.findIndex((a) => a.startsWith("--"));
  const [out, ...sets] = firstFlag < 0 ? args : args.slice(0, firstFlag);
  if (!out || !sets.length || sets.length % 2) {
    console.error(
      "usage: dump-match-pairs <out.jsonl> <labels.json> <feeds-dir> [<labels.json> <feeds-dir> …] [--photos hashes.tsv]",
    );
    process.exit(2);
  }
  const hashes = await photoHashesOption(args);
  const file = createWriteStream(out);
  for (let s = 0; s < sets.length; s += 2) {
    const rows = await replay(sets[s + 1], (await readLabels(sets[s])).labels, { hashes });
    let written = 0;
    for (const [i, j] of candidatePairs(rows)) {
      const [a, b] = [rows[i], rows[j]];
      if (cannotLink(a.record, b.record)) continue;
      const pair = describe(s / 2, a.record, b.record, a.label === b.label, `${s / 2}:${a.label}`);
      file.write(`${JSON.stringify(pair)}\n`);
      written++;
    }
    console.log(`${sets[s + 1]}: ${rows.length} adverts, ${written} candidate pairs`);
  }
  await new Promise((done) => file.end(done));
}

main().catch((err) => {
  console.error(`dump-match-pairs: ${(err as Error).message}`);
  process.exit(2);
});
