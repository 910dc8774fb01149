// What the database already knows, read before a run: this source's adverts (to classify
// the snapshot) and every advert's match attributes (candidates for new adverts).
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { compareKeys } from "../match/consolidate/gather-candidates";
import type { MatchInput, MatchRecord, PhotoHashes } from "../match/record/match-record";
import { toMatchRecord } from "../match/record/to-match-record";
import { TEXT_CHARS } from "../match/settings";
import type { AggListing } from "./aggregate";
import type { Tx } from "./sql";

export type KnownListing = {
  id: string;
  propertyId: string;
  contentHash: string;
  status: "active" | "removed";
  price: number | null;
};

export async function loadSourceListings(db: PrismaClient | Tx, sourceId: string): Promise<Map<string, KnownListing>> {
  const rows = await db.listing.findMany({
    where: { sourceId },
    select: { id: true, externalId: true, propertyId: true, contentHash: true, status: true, price: true },
  });
  return new Map(
    rows.map((r) => [
      r.externalId,
      { id: r.id, propertyId: r.propertyId, contentHash: r.contentHash, status: r.status, price: r.price },
    ]),
  );
}

const PAGE = 25_000;

/**
 * The photo stage's hashes of these photo URLs (those it read: status ok), for the
 * matcher's photo evidence. URLs it has not read yet are simply absent.
 */
export async function loadPhotoHashes(db: PrismaClient | Tx, urls: Iterable<string>): Promise<PhotoHashes> {
  const all = [...new Set(urls)];
  const out = new Map<string, bigint>();
  for (let at = 0; at < all.length; at += PAGE) {
    const rows = await db.$queryRawUnsafe<Array<{ url: string; hash: bigint }>>(
      `SELECT url, hash FROM photo WHERE status = 'ok' AND hash IS NOT NULL AND url = ANY($1::text[])`,
      all.slice(at, at + PAGE),
    );
    for (const r of rows) out.set(r.url, BigInt(r.hash));
  }
  return out;
}

type CandidateRow = {
  id: string;
  external_id: string;
  property_id: string;
  source_id: string;
  status: "active" | "removed";
  agency: string | null;
  reference: string | null;
  operation: MatchInput["operation"];
  type: MatchInput["type"];
  raw_type: string | null;
  price: number | null;
  surface_m2: number | null;
  plot_m2: number | null;
  rooms: number | null;
  bathrooms: number | null;
  lat: number | null;
  lng: number | null;
  location_precision: MatchInput["locationPrecision"];
  parish: string | null;
  town: string | null;
  image_urls: string[];
  title: string | null;
  description: string | null;
  features: string[];
};

/**
 * Every advert as a match candidate, paged by id. Raw SQL with only the columns matching
 * reads (and the opening of the description): this runs before every snapshot over the
 * whole table, so it must stay cheap at 100,000 adverts. Returned in stable-key order
 * (source, then the advert's id there), not the rows' random ids: what the run measures
 * over them (a source pair's commonest offset on a tie…) then depends on the adverts, not
 * on the database they were written to.
 */
export async function loadMatchRecords(db: PrismaClient): Promise<MatchRecord[]> {
  const out: MatchRecord[] = [];
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await db.$queryRawUnsafe<CandidateRow[]>(
      `SELECT id::text, external_id, property_id::text, source_id, status::text, agency, reference, operation::text, type::text,
              raw_type, price, surface_m2, plot_m2, rooms, bathrooms, lat, lng, location_precision::text, parish, town,
              image_urls, title, left(description, ${TEXT_CHARS}) AS description, features
       FROM listing WHERE id > $1::uuid ORDER BY id LIMIT ${PAGE}`,
      after,
    );
    const hashes = await loadPhotoHashes(
      db,
      rows.flatMap((r) => r.image_urls),
    );
    for (const r of rows) {
      out.push(
        toMatchRecord(
          {
            listingId: r.id,
            externalId: r.external_id,
            propertyId: r.property_id,
            sourceId: r.source_id,
            status: r.status,
            agency: r.agency,
            reference: r.reference,
            operation: r.operation,
            type: r.type,
            rawType: r.raw_type,
            price: r.price,
            surfaceM2: r.surface_m2,
            plotM2: r.plot_m2,
            rooms: r.rooms,
            bathrooms: r.bathrooms,
            lat: r.lat,
            lng: r.lng,
            locationPrecision: r.location_precision,
            parish: r.parish,
            town: r.town,
            imageUrls: r.image_urls,
            title: r.title,
            description: r.description,
            features: r.features,
          },
          hashes,
        ),
      );
    }
    if (rows.length < PAGE) return out.sort((a, b) => compareKeys(a.stableKey, b.stableKey));
    after = rows[rows.length - 1].id;
  }
}

type AggRow = {
  id: string;
  property_id: string;
  source_id: string;
  external_id: string;
  status: AggListing["status"];
  title: string;
  description: string | null;
  operation: AggListing["operation"];
  type: AggListing["type"];
  price: number | null;
  surface_m2: number | null;
  plot_m2: number | null;
  rooms: number | null;
  bathrooms: number | null;
  features: string[];
  image_urls: string[];
  lat: number | null;
  lng: number | null;
  location_precision: AggListing["locationPrecision"];
  parish: string | null;
  town: string | null;
  first_seen_at: Date;
  last_seen_at: Date;
};

/** All adverts of the given properties, in the shape the aggregate reads (raw SQL: hot path). */
export async function loadAggListings(tx: Tx, propertyIds: string[]): Promise<Map<string, AggListing[]>> {
  const out = new Map<string, AggListing[]>(propertyIds.map((id) => [id, []]));
  if (!propertyIds.length) return out;
  const rows = await tx.$queryRawUnsafe<AggRow[]>(
    `SELECT id::text, property_id::text, source_id, external_id, status::text, title, description, operation::text, type::text,
            price, surface_m2, plot_m2, rooms, bathrooms, features, image_urls, lat, lng, location_precision::text,
            parish, town, first_seen_at, last_seen_at
     FROM listing WHERE property_id = ANY($1::uuid[])`,
    propertyIds,
  );
  for (const r of rows) {
    out.get(r.property_id)?.push({
      id: r.id,
      sourceId: r.source_id,
      externalId: r.external_id,
      status: r.status,
      title: r.title,
      description: r.description,
      operation: r.operation,
      type: r.type,
      price: r.price,
      surfaceM2: r.surface_m2,
      plotM2: r.plot_m2,
      rooms: r.rooms,
      bathrooms: r.bathrooms,
      features: r.features,
      imageUrls: r.image_urls,
      lat: r.lat,
      lng: r.lng,
      locationPrecision: r.location_precision,
      parish: r.parish,
      town: r.town,
      firstSeenAt: new Date(r.first_seen_at),
      lastSeenAt: new Date(r.last_seen_at),
    });
  }
  return out;
}
