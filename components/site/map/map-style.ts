// The map's style. With NEXT_PUBLIC_MAP_STYLE_URL (a MapLibre style) or
// NEXT_PUBLIC_MAP_TILE_URL (raster XYZ template) the map uses those tiles; without them,
// or when they cannot be reached (machines with no internet), the app's own style: the
// offline basemap's vector tiles (streets, rivers, land cover, buildings and names cut from
// OpenStreetMap at install time, served at /tiles) and the parish outlines.
import type { LayerSpecification, StyleSpecification } from "maplibre-gl";
import { publicConfig } from "@/lib/config/public";
import { BASEMAP_LAYERS } from "./basemap-layers";

export const STYLE_URL = publicConfig.NEXT_PUBLIC_MAP_STYLE_URL ?? null;
const TILE_URL = publicConfig.NEXT_PUBLIC_MAP_TILE_URL ?? null;

/** Andorra, west,south,east,north. */
export const ANDORRA_BOUNDS: [number, number, number, number] = [1.4, 42.42, 1.79, 42.66];

const OSM = '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a> (ODbL)';

const PARISH_LINE: LayerSpecification = {
  id: "parish-line",
  type: "line",
  source: "parishes",
  paint: { "line-color": "#18563f", "line-width": 1.5, "line-dasharray": [3, 2], "line-opacity": 0.7 },
};

export function offlineStyle(withTiles = TILE_URL !== null): StyleSpecification {
  const origin = window.location.origin;
  const parishes = { type: "geojson" as const, data: `${origin}/parishes/boundaries.geojson`, attribution: OSM };
  if (withTiles && TILE_URL) {
    return {
      version: 8,
      sources: {
        parishes,
        tiles: { type: "raster", tiles: [TILE_URL], tileSize: 256, attribution: "© OpenStreetMap contributors" },
      },
      layers: [
        { id: "tiles", type: "raster", source: "tiles" },
        {
          id: "parish-fill",
          type: "fill",
          source: "parishes",
          paint: { "fill-color": "#dcebe4", "fill-opacity": 0.15 },
        },
        PARISH_LINE,
      ],
    };
  }
  const labels = BASEMAP_LAYERS.filter((l) => l.type === "symbol");
  return {
    version: 8,
    sources: {
      parishes,
      basemap: {
        type: "vector",
        tiles: [`${origin}/tiles/{z}/{x}/{y}.pbf`],
        minzoom: 8,
        maxzoom: 14,
        bounds: [1.39, 42.34, 1.81, 42.71],
        attribution: OSM,
      },
    },
    layers: [
      { id: "background", type: "background", paint: { "background-color": "#eef2ee" } },
      ...BASEMAP_LAYERS.filter((l) => l.type !== "symbol"),
      PARISH_LINE,
      ...labels,
    ],
  };
}
