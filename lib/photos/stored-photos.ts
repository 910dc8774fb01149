// Which of a property's photos we hold copies of, as the site and the API read them: the
// property's `image_urls` in order, joined to the `photo` rows fetched ok. Photos without a
// copy are left out, so no page ever points a browser at a source's (possibly dead) host.
import { Prisma } from "@/lib/generated/prisma/client";
import { copyPath } from "./photo-keys";

/** SQL: the store keys of the first `limit` stored photos of `urls` (a text[] expression), in order. */
export function storedKeysSql(urls: Prisma.Sql, limit: number): Prisma.Sql {
  return Prisma.sql`ARRAY(SELECT ph.store_key FROM unnest(${urls}) WITH ORDINALITY AS u(url, n)
    JOIN photo ph ON ph.url = u.url AND ph.status = 'ok' AND ph.store_key IS NOT NULL
    ORDER BY u.n LIMIT ${limit})`;
}

/** SQL: jsonb [{source_url, key}] of every stored photo of `urls`, in order. */
export function storedPhotosJsonSql(urls: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`COALESCE((SELECT jsonb_agg(jsonb_build_object('source_url', u.url, 'key', ph.store_key) ORDER BY u.n)
    FROM unnest(${urls}) WITH ORDINALITY AS u(url, n)
    JOIN photo ph ON ph.url = u.url AND ph.status = 'ok' AND ph.store_key IS NOT NULL), '[]'::jsonb)`;
}

/** A stored photo as the API describes it (docs/api.md#property-detail). */
export type StoredPhoto = { source_url: string; url: string; small_url: string };

export function toStoredPhoto(row: { source_url: string; key: string }, baseUrl: string): StoredPhoto {
  return {
    source_url: row.source_url,
    url: `${baseUrl}${copyPath(row.key, 1280)}`,
    small_url: `${baseUrl}${copyPath(row.key, 480)}`,
  };
}
