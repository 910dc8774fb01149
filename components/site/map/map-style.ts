// The map's style. With NEXT_PUBLIC_MAP_STYLE_URL (a MapLibre style) or
// NEXT_PUBLIC_MAP_TILE_URL (raster XYZ template) the map uses real tiles; without them,
// or when they cannot be reached (machines with no internet), a self-contained style:
// a plain background with the parish outlines from the reference geography (OSM, ODbL).
import type { StyleSpecification } from "maplibre-gl";

export const STYLE_URL = process.env.NEXT_PUBLIC_MAP_STYLE_URL || null;
const TILE_URL = process.env.NEXT_PUBLIC_MAP_TILE_URL || null;

/** Andorra, west,south,east,north. */
export const ANDORRA_BOUNDS: [number, number, number, number] = [1.4, 42.42, 1.79, 42.66];

function boundariesUrl(): string {
  return `${window.location.origin}/parishes/boundaries.geojson`;
}

export function offlineStyle(withTiles = TILE_URL !== null): StyleSpecification {
  return {
    version: 8,
    sources: {
      parishes: { type: "geojson", data: boundariesUrl() },
      ...(withTiles && TILE_URL
        ? {
            tiles: {
              type: "raster" as const,
              tiles: [TILE_URL],
              tileSize: 256,
              attribution: "© OpenStreetMap contributors",
            },
          }
        : {}),
    },
    layers: [
      { id: "background", type: "background", paint: { "background-color": "#eef2ee" } },
      ...(withTiles && TILE_URL ? [{ id: "tiles", type: "raster" as const, source: "tiles" }] : []),
      {
        id: "parish-fill",
        type: "fill",
        source: "parishes",
        paint: { "fill-color": "#dcebe4", "fill-opacity": withTiles && TILE_URL ? 0.15 : 0.8 },
      },
      { id: "parish-line", type: "line", source: "parishes", paint: { "line-color": "#18563f", "line-width": 1.5 } },
    ],
  };
}
