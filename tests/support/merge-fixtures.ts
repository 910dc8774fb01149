// Two stored properties that a new advert shows to be one home, merged the way an ingest
// run merges them (the batch writer's create op with `merges`), in the shared test database.
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { writeBatch } from "@/lib/ingest/apply/write-batch";
import { normaliseAdvert } from "@/lib/ingest/normalise";
import type { MatchEvidence } from "@/lib/ingest/match/consolidate/decision";
import { ensureSource, seedProperty } from "./api-fixtures";

/** `before`: the change clock just before the merge (a `since` that lists only what it changed). */
export type MergedPair = { survivor: string; absorbed: string; before: string };

export async function seedMergedPair(): Promise<MergedPair> {
  const survivor = await seedProperty({ title: "Pis a Encamp", lat: 42.535, lng: 1.583 });
  const absorbed = await seedProperty({
    title: "Pis Encamp",
    lat: 42.535,
    lng: 1.583,
    listings: [{ sourceId: "other-portal" }],
  });
  // The change feed from here on: the merge, not the seeding.
  const before = (
    await prisma.$queryRawUnsafe<{ ts: string }[]>(
      `SELECT to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS ts FROM change_clock`,
    )
  )[0].ts;
  const source = await ensureSource("merge-portal", "Merge Portal");
  const result = normaliseAdvert({
    externalId: `m-${randomUUID()}`,
    url: `https://merge.example/${randomUUID()}`,
    operationText: "venda",
    typeText: "Pis",
    province: "Encamp",
    price: 300000,
  });
  if (!result.ok) throw new Error("fixture advert rejected");
  const evidence: MatchEvidence = {
    decision: "matched",
    score: 3,
    threshold: 1,
    matchedListingId: null,
    signals: {},
    candidates: 2,
  };
  await prisma.$transaction((tx) =>
    writeBatch(
      tx,
      [
        {
          kind: "create",
          sourceId: source.id,
          listingId: randomUUID(),
          propertyId: survivor,
          advert: result.advert,
          evidence,
          merges: [absorbed],
        },
      ],
      { observedAt: new Date(), pendingNew: new Set(), alias: new Map() },
    ),
  );
  return { survivor, absorbed, before };
}
