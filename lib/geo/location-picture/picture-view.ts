// What a location picture shows, from the property's stated precision
// (docs/decisions.md#location-pictures): an exact point is a dot on a street-scale map; a
// street or town point is only known within a radius, drawn as a circle (the same radii as
// the property page's map, docs/decisions.md#property-page); a parish is its outline.
// With no location at all, the parish if known, else the whole country, with no marker.
import { parishById } from "../parishes";
import type { Bounds } from "../basemap-index";
import { spanMetres } from "./projection";

export type Precision = "exact" | "street" | "town" | "parish" | "none";
export type PictureInput = {
  type: string;
  parish: string | null;
  location: { lat: number; lng: number; precision: Precision } | null;
};

type Marker =
  | { kind: "dot"; lat: number; lng: number }
  | { kind: "circle"; lat: number; lng: number; radiusM: number }
  | { kind: "parish"; parish: string }
  | { kind: "none" };

export type PictureView = { center: { lat: number; lng: number }; halfSpanM: number; marker: Marker };

/** Radius of the area a point of each precision stands for, in metres. */
export const PRECISION_RADIUS_M = { street: 150, town: 700, parish: 3_000 } as const;
const EXACT_HALF_SPAN_M = 220;
const ANDORRA: Bounds = { west: 1.405, south: 42.424, east: 1.79, north: 42.66 };

function boundsOfParish(id: string): Bounds | null {
  const parish = parishById(id);
  if (!parish) return null;
  const b: Bounds = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
  for (const polygon of parish.boundary.coordinates) {
    for (const [lng, lat] of polygon[0]) {
      b.west = Math.min(b.west, lng);
      b.east = Math.max(b.east, lng);
      b.south = Math.min(b.south, lat);
      b.north = Math.max(b.north, lat);
    }
  }
  return b;
}

/** A view that holds the bounds whole in a picture of the given aspect, with a margin. */
function fit(b: Bounds, aspect: number, marker: Marker): PictureView {
  const span = spanMetres(b);
  // halfSpanM is measured along the shorter side: widen it until both sides fit.
  const shorterIsHeight = aspect >= 1;
  const needed = shorterIsHeight ? Math.max(span.y, span.x / aspect) : Math.max(span.x, span.y * aspect);
  return {
    center: { lat: (b.south + b.north) / 2, lng: (b.west + b.east) / 2 },
    halfSpanM: (needed / 2) * 1.08,
    marker,
  };
}

/** The view of a picture of aspect width/height for a property. */
export function pictureView(input: PictureInput, aspect: number): PictureView {
  const loc = input.location;
  if (loc && loc.precision === "exact") {
    return { center: loc, halfSpanM: EXACT_HALF_SPAN_M, marker: { kind: "dot", lat: loc.lat, lng: loc.lng } };
  }
  if (loc && (loc.precision === "street" || loc.precision === "town")) {
    const radiusM = PRECISION_RADIUS_M[loc.precision];
    return { center: loc, halfSpanM: radiusM * 2.2, marker: { kind: "circle", lat: loc.lat, lng: loc.lng, radiusM } };
  }
  const parishBounds = input.parish ? boundsOfParish(input.parish) : null;
  if (parishBounds) return fit(parishBounds, aspect, { kind: "parish", parish: input.parish! });
  if (loc && loc.precision === "parish") {
    const radiusM = PRECISION_RADIUS_M.parish;
    return { center: loc, halfSpanM: radiusM * 1.6, marker: { kind: "circle", lat: loc.lat, lng: loc.lng, radiusM } };
  }
  return fit(ANDORRA, aspect, { kind: "none" });
}
