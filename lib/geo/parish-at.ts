// Point-in-polygon against the OpenStreetMap parish boundaries. The test is delegated to
// @turf/boolean-point-in-polygon (maintained, handles holes and multipolygons); a bounding
// box check first keeps the common "clearly elsewhere" case cheap.
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import type { MultiPolygon, Position } from "geojson";
import { PARISHES, type ParishId } from "./parishes";

type Box = { minLng: number; minLat: number; maxLng: number; maxLat: number };

function boxOf(geometry: MultiPolygon): Box {
  const box = { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity };
  const visit = (p: Position) => {
    box.minLng = Math.min(box.minLng, p[0]);
    box.maxLng = Math.max(box.maxLng, p[0]);
    box.minLat = Math.min(box.minLat, p[1]);
    box.maxLat = Math.max(box.maxLat, p[1]);
  };
  for (const polygon of geometry.coordinates) for (const ring of polygon) ring.forEach(visit);
  return box;
}

const INDEX = PARISHES.map((p) => ({ id: p.id, boundary: p.boundary, box: boxOf(p.boundary) }));

/** Bounding box of the whole country (union of the parish boxes). */
export const ANDORRA_BOX: Box = INDEX.reduce(
  (acc, { box }) => ({
    minLng: Math.min(acc.minLng, box.minLng),
    minLat: Math.min(acc.minLat, box.minLat),
    maxLng: Math.max(acc.maxLng, box.maxLng),
    maxLat: Math.max(acc.maxLat, box.maxLat),
  }),
  { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity },
);

/**
 * The parish whose OpenStreetMap boundary contains the point, or null outside Andorra
 * (or for non-finite input). Points exactly on a shared border go to the first parish in
 * slug order, so the answer is deterministic.
 */
export function parishAt(lat: number, lng: number): ParishId | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  for (const { id, boundary, box } of INDEX) {
    if (lng < box.minLng || lng > box.maxLng || lat < box.minLat || lat > box.maxLat) continue;
    if (booleanPointInPolygon([lng, lat], boundary)) return id;
  }
  return null;
}

/** Great-circle distance in metres (haversine); good to centimetres at Andorra's scale. */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const R = 6_371_000;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}
