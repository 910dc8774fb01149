// Radius and polygon filters of the property search (docs/decisions.md, API): the zod
// transforms that validate `near`, `radius` and `polygon`, shared by /v1/properties and
// the site's map ("search this area" sends the visible area as a polygon). Every bad
// geometry gets a 400 that says what is wrong with it.
import polyline from "@mapbox/polyline";
import { z } from "@/lib/zod";
import { segmentsCross } from "./segments-cross";

export const MAX_RADIUS_M = 20_000;
export const MAX_POLYGON_POINTS = 200;

export type LatLng = { lat: number; lng: number };
export type Polygon = { points: LatLng[]; encoded: string };

const DECIMAL = /^\s*-?\d{1,3}(\.\d{1,15})?\s*$/;
const fail = (ctx: z.RefinementCtx, message: string) => (ctx.addIssue({ code: "custom", message }), z.NEVER);
const inRange = (p: LatLng) => p.lat >= -90 && p.lat <= 90 && p.lng >= -180 && p.lng <= 180;

export const nearParam = z.string().transform((raw, ctx): LatLng => {
  const parts = raw.split(",");
  if (parts.length !== 2 || !parts.every((p) => DECIMAL.test(p)))
    return fail(ctx, "near must be two decimal numbers lat,lng (WGS84), e.g. 42.5078,1.5211.");
  const [lat, lng] = parts.map(Number);
  if (!inRange({ lat, lng }))
    return fail(ctx, "near is outside WGS84: lat must be within -90..90 and lng within -180..180.");
  return { lat, lng };
});

export const radiusParam = z
  .string()
  .regex(/^\d{1,6}$/, { message: `radius must be a whole number of metres, 1 to ${MAX_RADIUS_M}.` })
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_RADIUS_M, {
    message: `radius must be between 1 and ${MAX_RADIUS_M} metres (20 km).`,
  });

export const polygonParam = z.string().transform((raw, ctx): Polygon => {
  if (raw.length > 4_000) return fail(ctx, `polygon is too long: at most ${MAX_POLYGON_POINTS} points.`);
  // Printable ASCII 63..126 is the whole alphabet of the polyline algorithm.
  if (!/^[\x3f-\x7e]+$/.test(raw))
    return fail(
      ctx,
      "polygon is not an encoded polyline (Google polyline algorithm, precision 5): it has characters outside ?..~.",
    );
  let coords: [number, number][];
  try {
    coords = polyline.decode(raw, 5);
  } catch {
    return fail(ctx, "polygon is not a valid encoded polyline (Google polyline algorithm, precision 5).");
  }
  if (!lastChunkComplete(raw))
    return fail(ctx, "polygon is not a valid encoded polyline: it ends in the middle of a number.");
  let points = coords.map(([lat, lng]) => ({ lat, lng }));
  // A closed ring repeats its first point at the end; the polygon is the same either way.
  if (points.length > 1 && samePoint(points[0], points[points.length - 1])) points = points.slice(0, -1);
  if (points.length > MAX_POLYGON_POINTS)
    return fail(ctx, `polygon has ${points.length} points; at most ${MAX_POLYGON_POINTS} are allowed.`);
  if (points.length < 3) return fail(ctx, `polygon needs at least 3 distinct points; it has ${points.length}.`);
  if (!points.every(inRange))
    return fail(ctx, "polygon has a point outside WGS84: lat must be within -90..90 and lng within -180..180.");
  if (points.some((p, i) => samePoint(p, points[(i + 1) % points.length])))
    return fail(ctx, "polygon repeats a point consecutively; give each corner once.");
  const crossing = selfIntersection(points);
  if (crossing)
    return fail(
      ctx,
      `polygon intersects itself (edges ${crossing[0] + 1} and ${crossing[1] + 1} cross); give the corners in order around the area.`,
    );
  return { points, encoded: raw };
});

function samePoint(a: LatLng, b: LatLng): boolean {
  return a.lat === b.lat && a.lng === b.lng;
}

/** The polyline algorithm ends each number with a chunk below 0x20 (+63); a trailing continuation chunk is a truncated string. */
function lastChunkComplete(raw: string): boolean {
  return raw.charCodeAt(raw.length - 1) - 63 < 0x20;
}

/** The first pair of non-adjacent edges that touch or cross, or null (n ≤ 200: at most ~20,000 checks). */
function selfIntersection(points: LatLng[]): [number, number] | null {
  const n = points.length;
  for (let i = 0; i < n; i++) {
    const a = points[i],
      b = points[(i + 1) % n];
    for (let j = i + 1; j < n; j++) {
      if (j === i + 1 || (i === 0 && j === n - 1)) continue; // neighbours share a corner
      if (segmentsCross(a, b, points[j], points[(j + 1) % n])) return [i, j];
    }
  }
  return null;
}

/** Degrees of latitude/longitude that certainly contain a circle (a prefilter the lat/lng index can use). */
export function radiusBox(
  center: LatLng,
  metres: number,
): { south: number; north: number; west: number; east: number } {
  const dLat = ((metres / EARTH_RADIUS_M) * 180) / Math.PI + 1e-9;
  const maxLat = Math.min(89.9, Math.abs(center.lat) + dLat);
  const dLng = dLat / Math.cos((maxLat * Math.PI) / 180);
  return { south: center.lat - dLat, north: center.lat + dLat, west: center.lng - dLng, east: center.lng + dLng };
}

/** Mean Earth radius (IUGG), metres: the haversine distance of search-sql.ts uses the same. */
export const EARTH_RADIUS_M = 6_371_008.8;
