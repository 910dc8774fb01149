// The review queue: the matcher's uncertain decisions, read from what it already stores
// with each advert (listing.match_evidence, lib/ingest/match/consolidate/decision.ts): the advert it
// was matched on or came nearest, the score against the threshold, and any veto. An item
// is a merge that scored less than REVIEW_BAND above the threshold (THIN_REVIEW_BAND when
// it compared no photos and no text; uncontested adverts
// join lower, lib/ingest/match/consolidate/rivals.ts, and are included), a new property whose nearest
// advert came within REVIEW_BAND below it (a near miss, or a rival that nearly won), or a
// merge a cannot-link rule or a contest refused; and a merge whose runner-up (another
// property) scored within RIVAL_MARGIN of it, asked as the pair advert–rival. Answered pairs (match_review) and adverts an operator has
// corrected already leave the queue (docs/decisions.md#review-queue).
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { RIVAL_MARGIN } from "@/lib/ingest/match/settings";

/** Log-odds either side of the threshold that count as uncertain (the score is a log-odds). */
export const REVIEW_BAND = 2;
/**
 * Above the threshold, for a merge whose pair compared no photos and no text (`thin`,
 * decision.ts): missing evidence makes it less certain, so it is asked about further up.
 */
export const THIN_REVIEW_BAND = 2 * REVIEW_BAND;

export type ReviewItem = {
  listingId: string;
  otherId: string;
  decision: "matched" | "new";
  score: number | null;
  threshold: number;
  vetoed: string | null;
  /** Set when `otherId` is the runner-up of a merge (a rival that nearly won), not its match. */
  rival: { score: number; matchedId: string } | null;
  /** A merge decided with no photos or text compared (THIN_REVIEW_BAND). */
  thin: boolean;
  signals: Record<string, number>;
  sourceId: string;
  otherSourceId: string;
  sameProperty: boolean;
  seenAt: Date;
};

type Row = {
  listing_id: string;
  other_id: string;
  rival: boolean;
  matched_id: string;
  evidence: {
    decision: "matched" | "new";
    score: number | null;
    threshold: number;
    vetoed?: string;
    signals?: Record<string, number>;
    runnerUp?: { listingId: string; score: number };
    thin?: true;
  };
  source_id: string;
  other_source_id: string;
  same_property: boolean;
  seen_at: Date;
};

function queueSql(where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    WITH pairs AS (
      SELECT id AS lid, (match_evidence->>'matchedListingId')::uuid AS oid, false AS rival FROM listing
      WHERE match_evidence ? 'vetoed'
         OR (match_evidence->>'decision' = 'matched'
             AND (match_evidence->>'score')::float8 < (match_evidence->>'threshold')::float8
               + CASE WHEN match_evidence ? 'thin' THEN ${THIN_REVIEW_BAND}::float8 ELSE ${REVIEW_BAND}::float8 END)
         OR (match_evidence->>'decision' = 'new'
             AND (match_evidence->>'score')::float8 >= (match_evidence->>'threshold')::float8 - ${REVIEW_BAND})
      UNION ALL
      SELECT id, (match_evidence->'runnerUp'->>'listingId')::uuid, true FROM listing
      WHERE match_evidence->>'decision' = 'matched'
        AND (match_evidence->'runnerUp'->>'score')::float8 >= (match_evidence->>'score')::float8 - ${RIVAL_MARGIN})
    SELECT l.id::text AS listing_id, o.id::text AS other_id, p.rival,
           l.match_evidence->>'matchedListingId' AS matched_id, l.match_evidence AS evidence,
           l.source_id, o.source_id AS other_source_id, l.property_id = o.property_id AS same_property,
           l.first_seen_at AS seen_at
    FROM pairs p
    JOIN listing l ON l.id = p.lid
    JOIN listing o ON o.id = p.oid
    WHERE NOT (l.match_evidence ? 'operator') AND NOT (o.match_evidence ? 'operator')
      AND l.status = 'active' AND o.status = 'active'
      AND NOT EXISTS (SELECT 1 FROM match_review r WHERE r.listing_id = l.id AND r.other_id = o.id)
      ${where}`;
}

function toItem(r: Row): ReviewItem {
  return {
    listingId: r.listing_id,
    otherId: r.other_id,
    decision: r.evidence.decision,
    score: r.evidence.score,
    threshold: r.evidence.threshold,
    vetoed: r.evidence.vetoed ?? null,
    rival: r.rival && r.evidence.runnerUp ? { score: r.evidence.runnerUp.score, matchedId: r.matched_id } : null,
    thin: r.evidence.thin === true,
    signals: r.evidence.signals ?? {},
    sourceId: r.source_id,
    otherSourceId: r.other_source_id,
    sameProperty: r.same_property,
    seenAt: r.seen_at,
  };
}

/** Newest first; `source` keeps the pairs where either advert is that source's. */
export async function reviewQueue(
  prisma: PrismaClient,
  { source, limit = 50 }: { source?: string; limit?: number } = {},
) {
  const where = source ? Prisma.sql`AND (l.source_id = ${source} OR o.source_id = ${source})` : Prisma.empty;
  const rows = await prisma.$queryRaw<Row[]>(
    Prisma.sql`${queueSql(where)} ORDER BY l.first_seen_at DESC, l.id DESC, p.rival LIMIT ${limit}`,
  );
  const [{ n }] = await prisma.$queryRaw<[{ n: number }]>(
    Prisma.sql`SELECT count(*)::int AS n FROM (${queueSql(where)}) q`,
  );
  return { items: rows.map(toItem), total: n };
}

/** One item still in the queue, or null (answered, corrected, withdrawn, or never uncertain). */
export async function reviewItem(prisma: PrismaClient, listingId: string, otherId: string): Promise<ReviewItem | null> {
  const rows = await prisma.$queryRaw<Row[]>(
    queueSql(Prisma.sql`AND l.id = ${listingId}::uuid AND o.id = ${otherId}::uuid`),
  );
  return rows[0] ? toItem(rows[0]) : null;
}
