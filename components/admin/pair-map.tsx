"use client";
// The two adverts' points on one small map (A dark, B orange), framed to show both.
import "maplibre-gl/dist/maplibre-gl.css";
import * as maplibregl from "maplibre-gl";
import { useMapLibre } from "@/components/site/map/use-maplibre";

type Point = { lat: number; lng: number };

export default function PairMap({ a, b }: { a: Point | null; b: Point | null }) {
  const { container } = useMapLibre((map) => {
    const points = [a, b].filter((p): p is Point => p !== null);
    [a, b].forEach((p, i) => {
      if (p) new maplibregl.Marker({ color: i === 0 ? "#18563f" : "#c2410c" }).setLngLat([p.lng, p.lat]).addTo(map);
    });
    if (points.length === 0) return;
    const bounds = new maplibregl.LngLatBounds();
    points.forEach((p) => bounds.extend([p.lng, p.lat]));
    map.fitBounds(bounds, { padding: 40, maxZoom: 16, duration: 0 });
  });
  return <div ref={container} className="h-full w-full" role="region" aria-label="Where the two adverts are" />;
}
