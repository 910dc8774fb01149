// Cuts the basemap layers into Mapbox vector tiles (MVT) with MapLibre's own tiler
// (@maplibre/geojson-vt, which simplifies each zoom to its pixel size and drops features
// smaller than a pixel) and encoder (@maplibre/vt-pbf), gzipped once so the tile route
// serves the bytes as they are. Run at install time (scripts/build-map-tiles.ts).
import { gzipSync } from "node:zlib";
import { GeoJSONVT, type GeoJSONVTTile } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import { LAYERS, MAX_ZOOM, MIN_ZOOM, type LayerName } from "./classify";
import type { LayerFeatures } from "./read-sources";

const EXTENT = 4096;

/** "z/x/y" → gzipped MVT. */
export type TileSet = Map<string, Buffer>;

/** Tile column and row of a longitude/latitude at zoom z (Web Mercator). */
export function tileAt(lng: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const x = Math.floor(((lng + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return [x, y];
}

function bounds(layers: LayerFeatures): [number, number, number, number] {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (c: unknown): void => {
    if (Array.isArray(c) && typeof c[0] === "number") {
      const [lng, lat] = c as number[];
      [w, s, e, n] = [Math.min(w, lng), Math.min(s, lat), Math.max(e, lng), Math.max(n, lat)];
    } else if (Array.isArray(c)) c.forEach(visit);
  };
  for (const name of LAYERS) for (const f of layers[name]) visit((f.geometry as GeoJSON.Point).coordinates);
  return [w, s, e, n];
}

/** Keeps the features a zoom shows (their `minzoom`), without that bookkeeping property. */
function atZoom(tile: GeoJSONVTTile | null, z: number): GeoJSONVTTile | null {
  if (!tile) return null;
  const features = tile.features
    .filter((f) => Number(f.tags?.minzoom ?? 0) <= z)
    .map((f) => {
      const { minzoom: _minzoom, ...tags } = f.tags ?? {};
      return { ...f, tags };
    });
  return features.length ? ({ ...tile, features } as GeoJSONVTTile) : null;
}

export function buildTiles(layers: LayerFeatures): { tiles: TileSet; bounds: [number, number, number, number] } {
  const indexes = LAYERS.map(
    (name) =>
      [
        name,
        new GeoJSONVT(
          { type: "FeatureCollection", features: layers[name] },
          { maxZoom: MAX_ZOOM, extent: EXTENT, buffer: 64, tolerance: 3 },
        ),
      ] as const,
  );
  const box = bounds(layers);
  const tiles: TileSet = new Map();
  for (let z = MIN_ZOOM; z <= MAX_ZOOM; z++) {
    const [x0, y0] = tileAt(box[0], box[3], z);
    const [x1, y1] = tileAt(box[2], box[1], z);
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const present: Record<string, GeoJSONVTTile> = {};
        for (const [name, index] of indexes) {
          const tile = atZoom(index.getTile(z, x, y), z);
          if (tile) present[name satisfies LayerName] = tile;
        }
        if (Object.keys(present).length === 0) continue;
        tiles.set(`${z}/${x}/${y}`, gzipSync(fromGeojsonVt(present, { version: 2, extent: EXTENT }), { level: 9 }));
      }
    }
  }
  return { tiles, bounds: box };
}
