// Builds the compact basemap of the location pictures (data/picture-basemap/andorra-basemap.json.gz)
// from the OpenStreetMap GeoJSON layers (roads, water, land, buildings; gzip):
//   npx tsx scripts/build-basemap.ts <folder of osm_*.geojson.gz> [out-file]
// Each shape is simplified (Douglas–Peucker), quantised to 1e-5° and delta-encoded
// (lib/geo/basemap-format.ts); buildings exported both as a polygon and as a closed line
// are kept once; shapes too small to be seen are dropped.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import type { Feature, FeatureCollection, Position } from "geojson";
import { AREA_LAYERS, LINE_LAYERS, UNIT, encodeShape, type BasemapFile, type Layer } from "@/lib/geo/basemap-format";
import { classify, type Kind } from "./basemap/classify";
import { simplify } from "./basemap/simplify";

const ORIGIN: [number, number] = [1.4, 42.42];
// Tolerance in units (≈ 1 m): outlines of buildings stay recognisable at street scale,
// everything else is drawn at town scale or wider.
const TOLERANCE: Partial<Record<Layer, number>> = { building: 1.5 };
const DEFAULT_TOLERANCE = 4;
const MIN_EXTENT = 6; // units: a shape narrower and shorter than ≈ 6 m is not drawn
const FILES = ["roads", "water", "land", "buildings"] as const;

const quantise = ([lng, lat]: Position): [number, number] => [
  Math.round((lng - ORIGIN[0]) / UNIT),
  Math.round((lat - ORIGIN[1]) / UNIT),
];

function parts(f: Feature): Array<{ kind: Kind; coords: Position[] }> {
  const g = f.geometry;
  if (g.type === "LineString") {
    const c = g.coordinates;
    const closed = c.length > 3 && c[0][0] === c.at(-1)![0] && c[0][1] === c.at(-1)![1];
    // Closed ways come out as lines: an area for land and buildings, a line for roads.
    return closed
      ? [
          { kind: "area", coords: c },
          { kind: "line", coords: c },
        ]
      : [{ kind: "line", coords: c }];
  }
  if (g.type === "MultiLineString") return g.coordinates.map((coords) => ({ kind: "line" as const, coords }));
  if (g.type === "Polygon") return [{ kind: "area", coords: g.coordinates[0] }];
  if (g.type === "MultiPolygon") return g.coordinates.map((p) => ({ kind: "area" as const, coords: p[0] }));
  return [];
}

function build(dir: string): BasemapFile {
  const layers = Object.fromEntries([...AREA_LAYERS, ...LINE_LAYERS].map((l) => [l, [] as number[][]])) as Record<
    Layer,
    number[][]
  >;
  const seen = new Set<string>();
  for (const file of FILES) {
    const name = readdirSync(dir).find((n) => n.startsWith(`osm_${file}_`) && n.endsWith(".geojson.gz"));
    if (!name) throw new Error(`no osm_${file}_*.geojson.gz in ${dir}`);
    const collection = JSON.parse(gunzipSync(readFileSync(path.join(dir, name))).toString("utf8")) as FeatureCollection;
    for (const feature of collection.features) {
      for (const { kind, coords } of parts(feature)) {
        const layer = classify(file, (feature.properties ?? {}) as Record<string, string>, kind);
        if (!layer) continue;
        const points = simplify(coords.map(quantise), TOLERANCE[layer] ?? DEFAULT_TOLERANCE);
        const xs = points.map((p) => p[0]);
        const ys = points.map((p) => p[1]);
        if (Math.max(...xs) - Math.min(...xs) < MIN_EXTENT && Math.max(...ys) - Math.min(...ys) < MIN_EXTENT) continue;
        if (points.length < (kind === "area" ? 4 : 2)) continue;
        const key = `${layer}:${Math.min(...xs)},${Math.min(...ys)},${Math.max(...xs)},${Math.max(...ys)}`;
        if (seen.has(key)) continue; // one way exported as polygon and as closed line
        seen.add(key);
        layers[layer].push(encodeShape(points));
      }
    }
  }
  return {
    version: 1,
    attribution: "© OpenStreetMap contributors (ODbL 1.0), Geofabrik extract of 2021-06-22",
    origin: ORIGIN,
    layers,
  };
}

const [dir, out = "data/picture-basemap/andorra-basemap.json.gz"] = process.argv.slice(2);
if (!dir) {
  console.error("usage: npx tsx scripts/build-basemap.ts <folder of osm_*.geojson.gz> [out-file]");
  process.exit(2);
}
const basemap = build(dir);
const bytes = gzipSync(JSON.stringify(basemap), { level: 9 });
writeFileSync(out, bytes);
const counts = Object.entries(basemap.layers).map(([l, shapes]) => `${l} ${shapes.length}`);
console.log(`${out}: ${(bytes.length / 1024).toFixed(0)} KB (${counts.join(", ")})`);
