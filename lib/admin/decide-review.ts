// An operator's answer to a review-queue item, applied through the matcher's corrections
// (lib/ingest/corrections: applied at once, reported by /v1/changes, kept by every later
// run) and stored as a labelled pair for the weight fit (match_review).
// - "same home": adverts of two properties are merged; already one property: kept so.
// - "different homes": an advert sharing the other's property is split off (and kept
//   apart from it); already two properties: kept so.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { mergeAdverts } from "@/lib/ingest/corrections/merge-adverts";
import { splitAdvert } from "@/lib/ingest/corrections/split-advert";
import { reviewItem } from "./review-queue";

export class ReviewError extends Error {}

export type ReviewOutcome = { applied: "merge" | "split" | null; correction: number | null };

export async function decideReview(
  prisma: PrismaClient,
  listingId: string,
  otherId: string,
  sameHome: boolean,
  decidedBy: string,
): Promise<ReviewOutcome> {
  const item = await reviewItem(prisma, listingId, otherId);
  if (!item) throw new ReviewError("this pair is no longer in the review queue (answered or changed since)");
  let outcome: ReviewOutcome = { applied: null, correction: null };
  if (sameHome && !item.sameProperty)
    outcome = { applied: "merge", correction: (await mergeAdverts(prisma, listingId, otherId)).correction };
  else if (!sameHome && item.sameProperty)
    outcome = { applied: "split", correction: (await splitAdvert(prisma, listingId)).correction };
  await prisma.matchReview.create({
    data: { listingId, otherId, sameHome, score: item.score, correctionId: outcome.correction, decidedBy },
  });
  return outcome;
}

/** Every answered pair, for the weight fit (scripts/fit-match-weights.ts --reviews). */
export async function labelledPairs(prisma: PrismaClient) {
  return prisma.matchReview.findMany({
    select: { listingId: true, otherId: true, sameHome: true },
    orderBy: { id: "asc" },
  });
}
