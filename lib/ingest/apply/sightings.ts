// When a feed last showed each advert (docs/api.md#last-seen), kept without rewriting every
// row per run. An unchanged advert is not written by the batches (plan.ts skips it), so:
// - a full snapshot, applied in whole, stamps its source once (`source.last_snapshot_at`):
//   every advert of the source still active was in it, so that is when each was last seen;
// - a partial snapshot (a delta feed) lists only some adverts: those it showed unchanged get
//   `listing.last_seen_at` in one statement;
// - an advert a full snapshot withdraws keeps, as its own `last_seen_at`, the source's last
//   snapshot before this one, so a removed advert (and a delisted property) says when it was
//   really last seen.
// Readers take the later of an active advert's own time and its source's stamp
// (lib/search/last-seen.ts). A sighting moves the change clock, so cached results and ETags
// move with it, but stamps no property: /v1/changes and webhooks do not report sightings.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { CLOCK_TRANSACTION, nextChangeTimestampText } from "@/lib/db/change-clock";
import type { Op } from "./plan";

/** Before the batches of `ops` (one source): withdrawn adverts take their last sighting. */
export async function settleWithdrawnSightings(prisma: PrismaClient, ops: Op[]): Promise<void> {
  const removed = ops.filter((o) => o.kind === "remove").map((o) => o.listingId);
  if (!removed.length) return;
  await prisma.$executeRaw`UPDATE listing l SET last_seen_at = s.last_snapshot_at
    FROM source s WHERE s.id = l.source_id AND l.id = ANY(${removed}::uuid[])
      AND s.last_snapshot_at > l.last_seen_at`;
}

export type Sighting = { sourceId: string; full: boolean; externalIds: string[]; observedAt: Date };

/** After every batch of one source's snapshot committed: records that the feed showed its adverts. */
export async function recordSighting(prisma: PrismaClient, s: Sighting): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const moved = s.full
      ? await tx.$executeRaw`UPDATE source SET last_snapshot_at = ${s.observedAt}
          WHERE id = ${s.sourceId} AND (last_snapshot_at IS NULL OR last_snapshot_at < ${s.observedAt})`
      : await tx.$executeRaw`UPDATE listing SET last_seen_at = ${s.observedAt}
          WHERE source_id = ${s.sourceId} AND external_id = ANY(${s.externalIds}::text[])
            AND status = 'active'::"ListingStatus" AND last_seen_at < ${s.observedAt}`;
    // The table's version (lib/search/clock-version.ts) covers last_seen_at too.
    if (moved > 0) await nextChangeTimestampText(tx);
  }, CLOCK_TRANSACTION);
}
