"use client";
// The search results on a map: clustered markers, shaded areas for homes placed only to
// a town or parish (components/site/map/home-markers.ts), and "search this area", which puts the visible area in the URL as `polygon` (its four
// corners as an encoded polyline, so a rotated map searches what is really on screen):
// the same parameter, validation and SQL as GET /v1/properties (lib/search).
import polyline from "@mapbox/polyline";
import "maplibre-gl/dist/maplibre-gl.css";
import * as maplibregl from "maplibre-gl";
import type { Map as MapLibreMap } from "maplibre-gl";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { searchHref, type SiteParams } from "@/lib/site-search/search-href";
import { groupHomes, type MapMarker } from "./home-groups";
import type { MarkerLabels } from "./home-list";
import { showHomes } from "./home-markers";
import { useMapLibre } from "./use-maplibre";

export type ResultsMapLabels = { region: string; searchArea: string; offline: string; markers: MarkerLabels };

type Props = { markers: MapMarker[]; params: SiteParams; labels: ResultsMapLabels };

const round = (n: number) => Math.round(n * 1e5) / 1e5;

export default function ResultsMap({ markers, params, labels }: Props) {
  const router = useRouter();
  const { container, map, offline } = useMapLibre(() => undefined, { "Popup.Close": labels.markers.close });
  const groups = useMemo(() => groupHomes(markers), [markers]);
  const [zoom, setZoom] = useState<number | null>(null);
  const markerLabels = labels.markers;

  useEffect(() => {
    if (!map) return;
    fitTo(map, markers, params.bbox, params.polygon);
    return showHomes(map, groups, markerLabels, (href) => router.push(href));
  }, [map, groups, markers, markerLabels, params.bbox, params.polygon, router]);

  useEffect(() => {
    if (!map) return;
    const onMove = () => setZoom(Math.round(map.getZoom() * 100) / 100);
    onMove();
    map.on("moveend", onMove);
    return () => void map.off("moveend", onMove);
  }, [map]);

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
    <div className="relative h-full w-full" data-testid="results-map" data-zoom={zoom ?? undefined}>
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
  // More room at the top: "Search this area" sits there, and a price pin under it is lost.
  map.fitBounds(bounds, { padding: { top: 72, right: 48, bottom: 48, left: 48 }, maxZoom: 15, animate: false });
}
