// Which of a property's photos we hold copies of, as the site and the API read them: the
// property's `image_urls` in order (the cover first), joined to the `photo` rows fetched ok.
// Photos without a copy are left out, so no page or API client is ever pointed at a
// source's (possibly dead) host. The same picture republished by several sources (a dHash
// within SAME_PICTURE_BITS, as the matcher counts pictures alike) is listed once.
import { Prisma } from "@/lib/generated/prisma/client";
import { SAME_PICTURE_BITS, hammingDistance } from "./dhash";
import { copyPath } from "./photo-keys";

/** SQL: the store keys of the first `limit` stored photos of `urls` (a text[] expression), in order. */
export function storedKeysSql(urls: Prisma.Sql, limit: number): Prisma.Sql {
  return Prisma.sql`ARRAY(SELECT ph.store_key FROM unnest(${urls}) WITH ORDINALITY AS u(url, n)
    JOIN photo ph ON ph.url = u.url AND ph.status = 'ok' AND ph.store_key IS NOT NULL
    ORDER BY u.n LIMIT ${limit})`;
}

/** SQL: the store key of the first stored photo of `urls` (the cover), or null. */
export function coverKeySql(urls: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(${storedKeysSql(urls, 1)})[1]`;
}

/** A stored photo as read from SQL: its source's URL, its store key and its fingerprint. */
export type StoredPhotoRow = { source_url: string; key: string; hash: string | null };

/** SQL: jsonb [{source_url, key, hash}] of every stored photo of `urls`, in order. */
export function storedPhotosJsonSql(urls: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`COALESCE((SELECT jsonb_agg(jsonb_build_object('source_url', u.url, 'key', ph.store_key,
      'hash', ph.hash::text) ORDER BY u.n)
    FROM unnest(${urls}) WITH ORDINALITY AS u(url, n)
    JOIN photo ph ON ph.url = u.url AND ph.status = 'ok' AND ph.store_key IS NOT NULL), '[]'::jsonb)`;
}

/** The rows in order, each picture once: a row alike to an earlier one is dropped. */
export function distinctPictures(rows: StoredPhotoRow[]): StoredPhotoRow[] {
  const kept: StoredPhotoRow[] = [];
  const prints: bigint[] = [];
  for (const row of rows) {
    const print = row.hash === null ? null : BigInt(row.hash);
    if (print !== null && prints.some((p) => hammingDistance(p, print) <= SAME_PICTURE_BITS)) continue;
    if (print !== null) prints.push(print);
    kept.push(row);
  }
  return kept;
}

/** The absolute URL of our wide copy of a stored photo (`key`: photo.store_key). */
export function wideCopyUrl(key: string, baseUrl: string): string {
  return `${baseUrl}${copyPath(key, 1280)}`;
}

/** A stored photo as the API describes it (docs/api.md#property-detail). */
export type StoredPhoto = { source_url: string; url: string; small_url: string };

export function toStoredPhoto(row: StoredPhotoRow, baseUrl: string): StoredPhoto {
  return {
    source_url: row.source_url,
    url: wideCopyUrl(row.key, baseUrl),
    small_url: `${baseUrl}${copyPath(row.key, 480)}`,
  };
}
