// How far from its point a home placed only to a street, town or parish may be: the map
// draws that as a shaded circle, not a pin (docs/decisions.md#property-page).
export type Precision = "exact" | "street" | "town" | "parish" | "none";

export const RADIUS_M: Record<Precision, number> = { exact: 0, street: 150, town: 700, parish: 3000, none: 5000 };

/** Homes the map places as areas rather than pins. */
export const isApproximate = (p: Precision) => p === "town" || p === "parish" || p === "none";

/** A 48-gon approximating a circle of `radius` metres (good enough at Andorra's scale). */
export function circle(lat: number, lng: number, radius: number): GeoJSON.Feature<GeoJSON.Polygon> {
  const dLat = radius / 111_320;
  const dLng = radius / (111_320 * Math.cos((lat * Math.PI) / 180));
  const ring = Array.from({ length: 49 }, (_, i) => {
    const a = (i / 48) * 2 * Math.PI;
    return [lng + dLng * Math.cos(a), lat + dLat * Math.sin(a)];
  });
  return { type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [ring] } };
}
