// Keyset cursor for sort=newest (docs/api.md#pagination-and-cursors): opaque, URL-safe base64 of the last row's
// sort key (first_seen_at with microseconds, id) plus a fingerprint of the query's
// filters, so a cursor stays valid forever for the same query and a cursor from another
// query ("foreign") is rejected with 400 instead of silently returning a wrong page.
import { createHash } from "node:crypto";
import { z } from "@/lib/zod";
import { isRfc3339 } from "./changes-query";

const payloadSchema = z.object({
  v: z.literal(1),
  // A real calendar instant: PostgreSQL refuses "2026-02-30" with an error, not a 400.
  k: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
    .refine(isRfc3339),
  i: z.uuid(),
  f: z.string().regex(/^[A-Za-z0-9_-]{12}$/),
});

export type CursorKey = { firstSeenAt: string; id: string };

/** The filters of a search query (SearchQuery in search-query.ts, which decodes cursors). */
type QueryFilters = { op: unknown } & Partial<
  Record<"type" | "parish" | "minPrice" | "maxPrice" | "minRooms" | "minSurface" | "bbox" | "near" | "radius", unknown>
> & { polygon?: { encoded: string } | null } & Partial<
    Record<"town" | "maxRooms" | "maxSurface" | "features" | "priceDrop" | "new", unknown>
  >;

/** Filters only: sort/limit/cursor do not change which rows a cursor points into. */
function queryFingerprint(q: QueryFilters): string {
  const filters: unknown[] = [
    q.op,
    q.type ?? null,
    q.parish ?? null,
    q.minPrice ?? null,
    q.maxPrice ?? null,
    q.minRooms ?? null,
    q.minSurface ?? null,
    q.bbox ?? null,
  ];
  // Added only when used, so cursors issued before these filters existed stay valid.
  if (q.near) filters.push(q.near, q.radius ?? null);
  if (q.polygon) filters.push(q.polygon.encoded);
  // The detail filters (detail-filters.ts), likewise only when used.
  const site = [q.town, q.maxRooms, q.maxSurface, q.features, q.priceDrop, q.new];
  if (site.some((v) => v !== undefined)) filters.push(site.map((v) => v ?? null));
  return createHash("sha256").update(JSON.stringify(filters)).digest("base64url").slice(0, 12);
}

/** The same filters with their lists in one order: `type=flat,house` is `type=house,flat`. */
function canonical(q: QueryFilters): QueryFilters {
  const sorted = (v: unknown) => (Array.isArray(v) ? [...v].sort() : v);
  return { ...q, type: sorted(q.type), parish: sorted(q.parish), features: sorted(q.features) };
}

export function encodeCursor(key: CursorKey, q: QueryFilters): string {
  const payload = { v: 1, k: key.firstSeenAt, i: key.id, f: queryFingerprint(canonical(q)) };
  return Buffer.from(JSON.stringify(payload)).toString("base64url");
}

export type CursorResult = { ok: true; key: CursorKey } | { ok: false; message: string };

export function decodeCursor(cursor: string, q: QueryFilters): CursorResult {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor))
    return { ok: false, message: "cursor is malformed: pass meta.next_cursor unchanged." };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return { ok: false, message: "cursor is malformed: pass meta.next_cursor unchanged." };
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return { ok: false, message: "cursor is malformed: pass meta.next_cursor unchanged." };
  // Cursors issued before lists were put in order carry the lists as the request gave them.
  if (parsed.data.f !== queryFingerprint(canonical(q)) && parsed.data.f !== queryFingerprint(q))
    return {
      ok: false,
      message: "cursor belongs to a different query: keep the same filters as the request that returned it.",
    };
  return { ok: true, key: { firstSeenAt: parsed.data.k, id: parsed.data.i } };
}
