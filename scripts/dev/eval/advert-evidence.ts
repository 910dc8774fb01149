// The photo and text evidence of stored adverts, read as the matcher reads it (photo
// hashes from the photo table weighted by rarity, descriptions less each source's
// boilerplate, text facts), so that the error report can say whether a wrong merge or a
// missed pair had pictures or words in common.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { loadPhotoHashes } from "@/lib/ingest/apply/state";
import { toPrints } from "@/lib/ingest/match/evidence/photo-prints";
import { measurePhotoRarity } from "@/lib/ingest/match/calibration/photo-rarity";
import { TEXT_CHARS } from "@/lib/ingest/match/settings";
import { measureBoilerplate } from "@/lib/ingest/match/calibration/text-boilerplate";
import { extractTextFacts, type TextFacts } from "@/lib/ingest/match/evidence/text-facts";
import { foldedSentences } from "@/lib/ingest/match/evidence/text-shingles";

export type AdvertEvidence = {
  sourceId: string;
  prints: Uint32Array;
  printWeights: Float64Array;
  sentences: string[];
  shingles: Uint32Array;
  language: string | null;
  text: TextFacts | null;
};

type Row = {
  sourceId: string;
  imageUrls: string[];
  title: string;
  description: string | null;
  price: number | null;
  surfaceM2: number | null;
  type: string;
};

const FLATS = new Set(["flat", "penthouse", "duplex", "studio", "loft"]);

/** Each row's evidence, in the rows' order. */
export async function advertEvidence(prisma: PrismaClient, rows: Row[]): Promise<AdvertEvidence[]> {
  const hashes = await loadPhotoHashes(
    prisma,
    rows.flatMap((r) => r.imageUrls),
  );
  const out = rows.map((r): AdvertEvidence => {
    const prints = toPrints(r.imageUrls.flatMap((u) => hashes.get(u) ?? []));
    const description = (r.description ?? "").slice(0, TEXT_CHARS);
    return {
      sourceId: r.sourceId,
      prints,
      printWeights: new Float64Array(prints.length >> 1).fill(1),
      sentences: foldedSentences(description),
      shingles: new Uint32Array(0),
      language: null,
      text: extractTextFacts(`${r.title}. ${description}`, { price: r.price, surface: r.surfaceM2 }, FLATS.has(r.type)),
    };
  });
  measurePhotoRarity(out);
  measureBoilerplate(out);
  return out;
}
