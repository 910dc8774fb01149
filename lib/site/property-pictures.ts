// The little the site needs to picture properties beyond what the search returns: the
// facts a location picture is drawn from, and the first few stored photos of each card so
// a card can fall back to the next photo when one does not load (docs/decisions.md#photos).
import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows } from "@/lib/db/sql";
import type { PictureInput, Precision } from "@/lib/geo/location-picture/picture-view";
import { storedKeysSql } from "@/lib/photos/stored-photos";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Photos a card tries before its location picture. */
export const CARD_PHOTOS = 3;
/** Stored photos a link preview tries. */
const SHARE_PHOTOS = 3;

type FactsRow = {
  type: string;
  parish: string | null;
  lat: number | null;
  lng: number | null;
  precision: string;
  photos: string[];
};
/** `photos`: store keys of the property's first stored photos. */
export type PictureFacts = PictureInput & { photos: string[] };

/** The facts of one property's pictures, or null for an unknown or malformed id. */
export async function pictureFacts(id: string): Promise<PictureFacts | null> {
  if (!UUID.test(id)) return null;
  const [row] = await queryRows<FactsRow>(Prisma.sql`
    SELECT type::text AS type, parish, lat, lng, location_precision::text AS precision,
      ${storedKeysSql(Prisma.sql`image_urls`, SHARE_PHOTOS)} AS photos
    FROM property WHERE id = ${id}::uuid`);
  if (!row) return null;
  const located = row.lat !== null && row.lng !== null && row.precision !== "none";
  return {
    type: row.type,
    parish: row.parish,
    location: located ? { lat: row.lat!, lng: row.lng!, precision: row.precision as Precision } : null,
    photos: row.photos ?? [],
  };
}

/** The store keys of the first stored photos of each property (by id), for the cards of one page. */
export async function cardPhotos(ids: string[]): Promise<Map<string, string[]>> {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return new Map();
  const rows = await queryRows<{ id: string; photos: string[] | null }>(Prisma.sql`
    SELECT id::text AS id, ${storedKeysSql(Prisma.sql`image_urls`, CARD_PHOTOS)} AS photos
    FROM property WHERE id = ANY(${valid}::uuid[])`);
  return new Map(rows.map((r) => [r.id, r.photos ?? []]));
}
