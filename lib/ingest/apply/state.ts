// What the database already knows, read before a run: this source's adverts (to classify
// the snapshot) and every advert's match attributes (candidates for new adverts).
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { toMatchRecord, type MatchRecord } from "../match/record";
import type { AggListing } from "./aggregate";
import type { Tx } from "./sql";

export type KnownListing = { id: string; propertyId: string; contentHash: string; status: "active" | "removed"; price: number | null };

export async function loadSourceListings(db: PrismaClient | Tx, sourceId: string): Promise<Map<string, KnownListing>> {
  const rows = await db.listing.findMany({
    where: { sourceId },
    select: { id: true, externalId: true, propertyId: true, contentHash: true, status: true, price: true },
  });
  return new Map(rows.map((r) => [r.externalId, { id: r.id, propertyId: r.propertyId, contentHash: r.contentHash, status: r.status, price: r.price }]));
}

const PAGE = 20_000;

/** Every advert as a match candidate, paged by id so memory stays flat on the database side. */
export async function loadMatchRecords(db: PrismaClient): Promise<MatchRecord[]> {
  const out: MatchRecord[] = [];
  let after: string | undefined;
  for (;;) {
    const rows = await db.listing.findMany({
      where: after ? { id: { gt: after } } : {},
      orderBy: { id: "asc" },
      take: PAGE,
      select: {
        id: true, propertyId: true, sourceId: true, status: true, agency: true, reference: true, operation: true, type: true,
        price: true, surfaceM2: true, rooms: true, bathrooms: true, lat: true, lng: true, locationPrecision: true,
        parish: true, town: true, imageUrls: true, description: true, features: true,
      },
    });
    for (const r of rows) out.push(toMatchRecord({ ...r, listingId: r.id }));
    if (rows.length < PAGE) return out;
    after = rows[rows.length - 1].id;
  }
}

/** All adverts of the given properties, in the shape the aggregate reads. */
export async function loadAggListings(tx: Tx, propertyIds: string[]): Promise<Map<string, AggListing[]>> {
  const rows = await tx.listing.findMany({
    where: { propertyId: { in: propertyIds } },
    select: {
      id: true, propertyId: true, sourceId: true, status: true, title: true, description: true, operation: true, type: true,
      price: true, surfaceM2: true, plotM2: true, rooms: true, bathrooms: true, features: true, imageUrls: true,
      lat: true, lng: true, locationPrecision: true, parish: true, town: true, firstSeenAt: true, lastSeenAt: true,
    },
  });
  const out = new Map<string, AggListing[]>(propertyIds.map((id) => [id, []]));
  for (const { propertyId, ...l } of rows) out.get(propertyId)?.push(l);
  return out;
}
