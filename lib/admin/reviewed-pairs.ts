// The operators' answers from the review queue (/admin/review, table match_review) as
// labelled pairs for scripts/dev/fit-match-weights.ts --reviews <database-url>: each answered
// pair's features as the matcher reads the two adverts today, and whether it is one home.
// Pairs whose adverts are gone from the database are skipped (and counted).
import { createPrismaClient } from "@/lib/db/client";
import { labelledPairs } from "./decide-review";
import { loadMatchRecords } from "@/lib/ingest/apply/state";
import { pairFeatures } from "@/lib/ingest/match/features/pair-features";

export type ReviewedPair = { features: string[]; sameHome: boolean; fold: string };

export async function reviewedPairs(databaseUrl: string): Promise<{ pairs: ReviewedPair[]; missing: number }> {
  const prisma = createPrismaClient(databaseUrl, 2);
  try {
    const answers = await labelledPairs(prisma);
    if (!answers.length) return { pairs: [], missing: 0 };
    const records = new Map((await loadMatchRecords(prisma)).map((r) => [r.listingId, r]));
    const pairs: ReviewedPair[] = [];
    for (const a of answers) {
      const [x, y] = [records.get(a.listingId), records.get(a.otherId)];
      if (x && y) pairs.push({ features: pairFeatures(x, y), sameHome: a.sameHome, fold: `review:${x.stableKey}` });
    }
    return { pairs, missing: answers.length - pairs.length };
  } finally {
    await prisma.$disconnect();
  }
}
