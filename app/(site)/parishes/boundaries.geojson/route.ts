// The seven parish outlines (OpenStreetMap, ODbL) as one GeoJSON FeatureCollection: the
// site's maps draw them as a vector layer, so they work with no tile server reachable.
import { PARISHES } from "@/lib/geo/parishes";

export const dynamic = "force-static";

export function GET() {
  const collection = {
    type: "FeatureCollection",
    features: PARISHES.map((p) => ({
      type: "Feature",
      id: p.id,
      properties: { id: p.id, name: p.name },
      geometry: p.boundary,
    })),
  };
  return Response.json(collection, {
    headers: { "Content-Type": "application/geo+json", "Cache-Control": "public, max-age=86400" },
  });
}
