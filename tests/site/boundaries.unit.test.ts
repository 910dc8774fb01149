// The parish outlines the site's offline map draws: one GeoJSON feature per parish,
// with its OSM MultiPolygon, served with a GeoJSON content type.
import { describe, expect, it } from "vitest";
import { GET } from "@/app/(site)/parishes/boundaries.geojson/route";
import { PARISH_IDS } from "@/lib/geo/parishes";

describe("/parishes/boundaries.geojson", () => {
  it("is a FeatureCollection of the seven parishes", async () => {
    const res = GET();
    expect(res.headers.get("content-type")).toBe("application/geo+json");
    const body = (await res.json()) as {
      type: string;
      features: { id: string; properties: { name: string }; geometry: { type: string; coordinates: number[][][][] } }[];
    };
    expect(body.type).toBe("FeatureCollection");
    expect(body.features.map((f) => f.id).sort()).toEqual([...PARISH_IDS].sort());
    for (const f of body.features) {
      expect(f.geometry.type).toBe("MultiPolygon");
      const [lng, lat] = f.geometry.coordinates[0][0][0];
      expect(lng).toBeGreaterThan(1.4);
      expect(lng).toBeLessThan(1.8);
      expect(lat).toBeGreaterThan(42.4);
      expect(lat).toBeLessThan(42.7);
      expect(f.properties.name.length).toBeGreaterThan(3);
    }
  });
});
