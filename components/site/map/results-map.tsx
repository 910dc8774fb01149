"use client";
// Every result of the search on a map, not only the page's: the map asks GET /search/map
// (lib/site-search/map-answer.ts) for the search's homes as grid squares at its zoom
// whenever it moves, so the clusters' counts add up to the heading's total at any result
// size. Homes placed only to a town or parish get shaded areas (home-markers.ts). "Search
// this area" puts the visible area below the button in the URL as `polygon` (its corners
// as an encoded polyline, so a rotated map searches what is really on screen): the same
// parameter, validation and SQL as GET /v1/properties (lib/search); the heading then
// names the map's area and the map comes back to the same view.
import polyline from "@mapbox/polyline";
import "maplibre-gl/dist/maplibre-gl.css";
import * as maplibregl from "maplibre-gl";
import type { Map as MapLibreMap } from "maplibre-gl";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import type { MapAnswer } from "@/lib/site-search/map-answer";
import { mapDataHref, searchHref, type SiteParams } from "@/lib/site-search/search-href";
import { groupsFromCells } from "./home-groups";
import type { MarkerLabels } from "./home-list";
import { showHomes } from "./home-markers";
import { useMapLibre } from "./use-maplibre";

export type ResultsMapLabels = {
  region: string;
  searchArea: string;
  offline: string;
  /** "{count} homes without a location are not on the map". */
  unplaced: string;
  markers: MarkerLabels;
};

type Props = { params: SiteParams; labels: ResultsMapLabels; searchArea?: boolean };

/** The strip at the top that "search this area" covers: left out of the area searched. */
const TOP_INSET = 56;
const round = (n: number) => Math.round(n * 1e5) / 1e5;

export default function ResultsMap({ params, labels, searchArea = true }: Props) {
  const router = useRouter();
  const { container, map, offline } = useMapLibre(() => undefined, { "Popup.Close": labels.markers.close });
  const [answer, setAnswer] = useState<MapAnswer | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const groups = useMemo(() => groupsFromCells(answer?.cells ?? []), [answer]);
  const markerLabels = labels.markers;
  // The filters as a value: a new object with the same filters must not reload the map.
  const filters = JSON.stringify(params);

  useEffect(() => {
    if (!map) return;
    const wanted: SiteParams = JSON.parse(filters);
    let controller: AbortController | null = null;
    // A searched area (polygon, bbox) is known at once: the first answer is for it.
    let fitted = fitToArea(map, wanted);
    const load = async () => {
      controller?.abort();
      const mine = (controller = new AbortController());
      const b = map.getBounds();
      const view = [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()].map(round).join(",");
      try {
        const response = await fetch(mapDataHref(wanted, map.getZoom(), view), { signal: mine.signal });
        if (!response.ok) return;
        const next = (await response.json()) as MapAnswer;
        if (mine.signal.aborted) return;
        // The first answer says where the homes are. Fitting to them moves the map, whose
        // move reloads at the fitted zoom (aborting this one): only that answer is drawn.
        if (!fitted) {
          fitted = true;
          fitTo(map, next.bounds, wanted);
          if (mine.signal.aborted) return;
        }
        setAnswer(next);
      } catch (err) {
        if ((err as Error).name !== "AbortError") console.warn("map:", err);
      }
    };
    const onMove = () => setZoom(Math.round(map.getZoom() * 100) / 100);
    map.on("moveend", load);
    map.on("moveend", onMove);
    onMove();
    void load();
    return () => {
      map.off("moveend", load);
      map.off("moveend", onMove);
      controller?.abort();
    };
  }, [map, filters]);

  useEffect(() => {
    if (!map) return;
    return showHomes(map, groups, markerLabels, (href) => router.push(href));
  }, [map, groups, markerLabels, router]);

  function searchThisArea() {
    if (!map) return;
    const { clientWidth: w, clientHeight: h } = map.getContainer();
    const corners = [
      [0, TOP_INSET],
      [w, TOP_INSET],
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

  const unplaced = answer ? answer.total - answer.located : 0;
  return (
    <div
      className="relative h-full w-full"
      data-testid="results-map"
      data-zoom={zoom ?? undefined}
      data-total={answer?.total}
      data-located={answer?.located}
    >
      <div ref={container} className="h-full w-full" role="region" aria-label={labels.region} />
      {searchArea ? (
        <button
          type="button"
          onClick={searchThisArea}
          disabled={!map}
          className="absolute left-1/2 top-3 -translate-x-1/2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 shadow-md hover:bg-brand-50 disabled:opacity-60"
        >
          {labels.searchArea}
        </button>
      ) : null}
      {offline || unplaced > 0 ? (
        <p className="absolute bottom-1 left-1 max-w-[70%] rounded bg-white/90 px-2 py-1 text-xs text-slate-700">
          {offline ? labels.offline : labels.unplaced.replace("{count}", String(unplaced))}
        </p>
      ) : null}
    </div>
  );
}

/** The searched area if there is one (polygon, bbox), else the homes' area. */
function fitTo(map: MapLibreMap, homes: MapAnswer["bounds"], params: SiteParams) {
  if (fitToArea(map, params) || !homes) return;
  // More room at the top: "Search this area" sits there, and a price pin under it is lost.
  map.fitBounds([homes.west, homes.south, homes.east, homes.north], {
    padding: { top: 72, right: 48, bottom: 48, left: 48 },
    maxZoom: 15,
    animate: false,
  });
}

/** Fits the searched area (polygon, bbox) if there is one; whether it did. */
function fitToArea(map: MapLibreMap, params: SiteParams): boolean {
  if (params.polygon) {
    try {
      const pts = polyline.decode(params.polygon, 5);
      const area = new maplibregl.LngLatBounds();
      pts.forEach(([lat, lng]) => area.extend([lng, lat]));
      // The same view "search this area" saw: the strip under its button was left out.
      if (pts.length >= 3) {
        map.fitBounds(area, { padding: { top: TOP_INSET, right: 0, bottom: 0, left: 0 }, animate: false });
        return true;
      }
    } catch {
      /* an invalid polygon was dropped by the query layer; fit the homes instead */
    }
  }
  if (params.bbox) {
    const [w, s, e, n] = params.bbox.split(",").map(Number);
    if ([w, s, e, n].every(Number.isFinite)) {
      map.fitBounds([w, s, e, n], { padding: 0, animate: false });
      return true;
    }
  }
  return false;
}
