// One property with its adverts (docs/api.md#property-detail): delisted properties too; a
// malformed id is simply "not found". Listing entries carry price_history only when the
// caller's plan includes it (the field is absent otherwise, not empty). One SQL round
// trip: the adverts, their sources and price histories are aggregated in PostgreSQL.
import { Prisma } from "@/lib/generated/prisma/client";
import { isoTimestamp } from "@/lib/db/iso-timestamp";
import { queryRows } from "@/lib/db/sql";
import { distinctPictures, storedPhotosJsonSql, toStoredPhoto, type StoredPhotoRow } from "@/lib/photos/stored-photos";
import { buildAttribution } from "./attribution";
import { LISTING_LAST_SEEN } from "./last-seen";
import { PROPERTY_COLUMNS, toSummary, type PropertyRow } from "./property-row";
import type { ListingEntry, PropertyDetail } from "./types";
import { publicOriginOutsideRequest } from "@/lib/http/public-origin";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DetailOptions = { priceHistory: boolean; baseUrl?: string };
export type PropertyDetailResult = { data: PropertyDetail; attribution: string };

type ListingJson = Omit<ListingEntry, "source" | "price_history"> & {
  source_id: string;
  source_name: string;
  source_url: string;
  price_history?: ListingEntry["price_history"];
};
type DetailRow = PropertyRow & {
  description: string | null;
  photos: StoredPhotoRow[];
  listings: ListingJson[];
};

function detailSql(id: string, priceHistory: boolean): Prisma.Sql {
  const history = priceHistory
    ? Prisma.sql`jsonb_build_object('price_history', COALESCE((SELECT jsonb_agg(jsonb_build_object('price', lp.price, 'observed_at', ${isoTimestamp("lp.observed_at")})
        ORDER BY lp.observed_at, lp.id) FROM listing_price lp WHERE lp.listing_id = l.id), '[]'::jsonb))`
    : Prisma.sql`'{}'::jsonb`;
  return Prisma.sql`
    SELECT ${PROPERTY_COLUMNS}, p.description, ${storedPhotosJsonSql(Prisma.sql`p.image_urls`)} AS photos,
      COALESCE((SELECT jsonb_agg(jsonb_build_object(
          'id', l.id, 'source_id', s.id, 'source_name', s.name, 'source_url', s.homepage_url, 'url', l.url,
          'agency', l.agency, 'reference', l.reference, 'title', l.title, 'description', l.description, 'price', l.price,
          'currency', l.currency, 'period', l.period, 'image_urls', l.image_urls, 'status', l.status,
          'first_seen_at', ${isoTimestamp("l.first_seen_at")}, 'last_seen_at', ${LISTING_LAST_SEEN}) || ${history}
        -- Active adverts first, then the oldest: a stable order for clients and the site.
        ORDER BY l.status, l.first_seen_at, l.id)
        FROM listing l JOIN source s ON s.id = l.source_id WHERE l.property_id = p.id), '[]'::jsonb) AS listings
    FROM property p WHERE p.id = ${id}::uuid`;
}

/** Field order as documented (jsonb does not keep it). */
function toEntry(l: ListingJson): ListingEntry {
  const entry: ListingEntry = {
    id: l.id,
    source: { id: l.source_id, name: l.source_name, url: l.source_url },
    url: l.url,
    agency: l.agency,
    reference: l.reference,
    title: l.title,
    description: l.description,
    price: l.price,
    currency: l.currency,
    period: l.period,
    image_urls: l.image_urls ?? [],
    status: l.status,
    first_seen_at: l.first_seen_at,
    last_seen_at: l.last_seen_at,
  };
  if (l.price_history) entry.price_history = l.price_history;
  return entry;
}

export async function getPropertyDetail(id: string, opts: DetailOptions): Promise<PropertyDetailResult | null> {
  if (!UUID.test(id)) return null;
  const [row] = await queryRows<DetailRow>(detailSql(id, opts.priceHistory));
  if (!row) return null;
  const listings = row.listings.map(toEntry);
  const baseUrl = opts.baseUrl ?? publicOriginOutsideRequest();
  const photos = distinctPictures(row.photos ?? []).map((p) => toStoredPhoto(p, baseUrl));
  const data: PropertyDetail = {
    ...toSummary(row, baseUrl),
    merged_into: row.merged_into,
    description: row.description,
    image_urls: photos.map((p) => p.url),
    photos,
    listings,
  };
  return {
    data,
    attribution: buildAttribution(
      row.listings.map((l) => ({ id: l.source_id, name: l.source_name, homepageUrl: l.source_url })),
    ),
  };
}
