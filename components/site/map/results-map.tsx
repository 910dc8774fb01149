"use client";
// The search results on a map: one price marker per result that has a location, and
// "search this area", which puts the visible bounds in the URL as `bbox`.
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
      el.className = "rounded-full border border-white bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white no-underline shadow";
      el.addEventListener("click", (event) => {
        event.preventDefault();
        router.push(`/properties/${m.id}`);
      });
      return new maplibregl.Marker({ element: el }).setLngLat([m.lng, m.lat]).addTo(map);
    });
    fitTo(map, markers, params.bbox);
  }, [map, markers, params.bbox, router]);

  function searchArea() {
    if (!map) return;
    const b = map.getBounds();
    const bbox = [
      Math.max(-180, b.getWest()), Math.max(-90, b.getSouth()), Math.min(180, b.getEast()), Math.min(90, b.getNorth()),
    ].map(round).join(",");
    router.push(searchHref(params, { bbox, cursor: undefined, page: undefined }));
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
      {offline ? <p className="absolute bottom-1 left-1 max-w-[70%] rounded bg-white/90 px-2 py-1 text-xs text-slate-700">{labels.offline}</p> : null}
    </div>
  );
}

function fitTo(map: MapLibreMap, markers: MapMarker[], bbox?: string) {
  if (bbox) {
    const [w, s, e, n] = bbox.split(",").map(Number);
    if ([w, s, e, n].every(Number.isFinite)) return map.fitBounds([w, s, e, n], { padding: 0, animate: false });
  }
  if (markers.length === 0) return;
  const bounds = new maplibregl.LngLatBounds();
  markers.forEach((m) => bounds.extend([m.lng, m.lat]));
  map.fitBounds(bounds, { padding: 48, maxZoom: 15, animate: false });
}
