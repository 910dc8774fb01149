"use client";
// The search results on a map: one price marker per result that has a location, and
// "search this area", which puts the visible area in the URL as `polygon` (its four
// corners as an encoded polyline, so a rotated map searches what is really on screen):
// the same parameter, validation and SQL as GET /v1/properties (lib/search).
import polyline from "@mapbox/polyline";
import "maplibre-gl/dist/maplibre-gl.css";
import * as maplibregl from "maplibre-gl";
import type { Map as MapLibreMap } from "maplibre-gl";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { searchHref, type SiteParams } from "@/lib/site-search/search-href";
import { useMapLibre } from "./use-maplibre";

export type MapMarker = { id: string; lat: number; lng: number; label: string; title: string };
export type ResultsMapLabels = { region: string; searchArea: string; offline: string };

type Props = { markers: MapMarker[]; params: SiteParams; labels: ResultsMapLabels };

const round = (n: number) => Math.round(n * 1e5) / 1e5;

export default function ResultsMap({ markers, params, labels }: Props) {
  const router = useRouter();
  const placed = useRef<maplibregl.Marker[]>([]);
  const { container, map, offline } = useMapLibre(() => undefined);

  useEffect(() => {
    if (!map) return;
    placed.current.forEach((m) => m.remove());
    placed.current = markers.map((m) => {
      const el = document.createElement("a");
      el.href = `/properties/${m.id}`;
      el.textContent = m.label;
      el.setAttribute("aria-label", `${m.title}, ${m.label}`);
      el.className =
        "rounded-full border border-white bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white no-underline shadow";
      el.addEventListener("click", (event) => {
        event.preventDefault();
        router.push(`/properties/${m.id}`);
      });
      return new maplibregl.Marker({ element: el }).setLngLat([m.lng, m.lat]).addTo(map);
    });
    fitTo(map, markers, params.bbox, params.polygon);
  }, [map, markers, params.bbox, params.polygon, router]);

  function searchArea() {
    if (!map) return;
    const { clientWidth: w, clientHeight: h } = map.getContainer();
    const corners = [
      [0, 0],
      [w, 0],
      [w, h],
      [0, h],
    ].map(([x, y]) => map.unproject([x, y]));
    const ring = corners.map(
      (c) =>
        [Math.max(-90, Math.min(90, round(c.lat))), Math.max(-180, Math.min(180, round(c.lng)))] as [number, number],
    );
    router.push(
      searchHref(params, { polygon: polyline.encode(ring, 5), bbox: undefined, cursor: undefined, page: undefined }),
    );
  }

  return (
    <div className="relative h-full w-full">
      <div ref={container} className="h-full w-full" role="region" aria-label={labels.region} />
      <button
        type="button"
        onClick={searchArea}
        disabled={!map}
        className="absolute left-1/2 top-3 -translate-x-1/2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 shadow-md hover:bg-brand-50 disabled:opacity-60"
      >
        {labels.searchArea}
      </button>
      {offline ? (
        <p className="absolute bottom-1 left-1 max-w-[70%] rounded bg-white/90 px-2 py-1 text-xs text-slate-700">
          {labels.offline}
        </p>
      ) : null}
    </div>
  );
}

function fitTo(map: MapLibreMap, markers: MapMarker[], bbox?: string, polygon?: string) {
  if (polygon) {
    try {
      const pts = polyline.decode(polygon, 5);
      const area = new maplibregl.LngLatBounds();
      pts.forEach(([lat, lng]) => area.extend([lng, lat]));
      if (pts.length >= 3) return map.fitBounds(area, { padding: 0, animate: false });
    } catch {
      /* an invalid polygon was dropped by the query layer; fit the markers instead */
    }
  }
  if (bbox) {
    const [w, s, e, n] = bbox.split(",").map(Number);
    if ([w, s, e, n].every(Number.isFinite)) return map.fitBounds([w, s, e, n], { padding: 0, animate: false });
  }
  if (markers.length === 0) return;
  const bounds = new maplibregl.LngLatBounds();
  markers.forEach((m) => bounds.extend([m.lng, m.lat]));
  map.fitBounds(bounds, { padding: 48, maxZoom: 15, animate: false });
}
