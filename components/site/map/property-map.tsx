"use client";
// One property's location. Approximate locations get a shaded circle instead of a pin,
// so the map does not claim more precision than the source gave.
import "maplibre-gl/dist/maplibre-gl.css";
import * as maplibregl from "maplibre-gl";
import { circle, RADIUS_M, type Precision } from "./approximate-area";
import { useMapLibre } from "./use-maplibre";

export type PropertyMapProps = {
  lat: number;
  lng: number;
  precision: Precision;
  label: string;
};

const ZOOM = { exact: 16, street: 15, town: 13.5, parish: 11.5, none: 10 } as const;

export default function PropertyMap({ lat, lng, precision, label }: PropertyMapProps) {
  const { container } = useMapLibre((map) => {
    map.jumpTo({ center: [lng, lat], zoom: ZOOM[precision] });
    if (precision === "exact") {
      new maplibregl.Marker({ color: "#18563f" }).setLngLat([lng, lat]).addTo(map);
      return;
    }
    map.addSource("area", { type: "geojson", data: circle(lat, lng, RADIUS_M[precision]) });
    map.addLayer({
      id: "area-fill",
      type: "fill",
      source: "area",
      paint: { "fill-color": "#1f6b52", "fill-opacity": 0.25 },
    });
    map.addLayer({
      id: "area-line",
      type: "line",
      source: "area",
      paint: { "line-color": "#18563f", "line-width": 2 },
    });
  });
  return <div ref={container} className="h-full w-full" role="region" aria-label={label} />;
}
