// Reads the basemap's sources (data/basemap/sources: OpenStreetMap extracts of 2021-06-22,
// ODbL) and the place names (data/reference), and sorts their features into the tile
// layers with the few properties the map style uses. Everything else is dropped here, so
// the tiles carry no tag the map does not draw.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import {
  classifyBuilding,
  classifyLand,
  classifyPlace,
  classifyRoad,
  classifyWater,
  type Classified,
  type LayerName,
} from "./classify";

export type LayerFeatures = Record<LayerName, GeoJSON.Feature[]>;
type Source = { file: string; classify: (props: Record<string, unknown>, area: boolean) => Classified | null };

const SOURCES: Source[] = [
  { file: "osm_roads_2021-06-22.geojson.gz", classify: (p, area) => (area ? null : classifyRoad(p)) },
  { file: "osm_water_2021-06-22.geojson.gz", classify: classifyWater },
  { file: "osm_land_2021-06-22.geojson.gz", classify: (p, area) => (area ? classifyLand(p) : null) },
  { file: "osm_buildings_2021-06-22.geojson.gz", classify: (p, area) => (area ? classifyBuilding(p) : null) },
];

/** Closed ways of area features come out of osmium as LineStrings: make them polygons. */
const AREA_KEYS = ["building", "landuse", "natural", "water"];

function asArea(feature: GeoJSON.Feature): GeoJSON.Geometry | null {
  const g = feature.geometry;
  if (g.type === "Polygon" || g.type === "MultiPolygon") return g;
  if (g.type !== "LineString" || g.coordinates.length < 4) return null;
  const props = feature.properties ?? {};
  if (props.waterway || props.highway || !AREA_KEYS.some((k) => props[k])) return null;
  const [first, last] = [g.coordinates[0], g.coordinates[g.coordinates.length - 1]];
  const closed = first[0] === last[0] && first[1] === last[1];
  return closed ? { type: "Polygon", coordinates: [g.coordinates] } : null;
}

function feature(geometry: GeoJSON.Geometry, c: Classified): GeoJSON.Feature {
  return { type: "Feature", geometry, properties: { ...c.props, minzoom: c.minzoom } };
}

export function readSources(root: string): LayerFeatures {
  const out: LayerFeatures = { landuse: [], water: [], buildings: [], roads: [], places: [] };
  for (const source of SOURCES) {
    const text = gunzipSync(readFileSync(path.join(root, "data/basemap/sources", source.file))).toString("utf8");
    const collection = JSON.parse(text) as GeoJSON.FeatureCollection;
    for (const f of collection.features) {
      if (!f.geometry || f.geometry.type === "Point") continue; // tagged nodes: crossings, springs…
      const area = asArea(f);
      const isLine = f.geometry.type === "LineString" || f.geometry.type === "MultiLineString";
      const c = source.classify(f.properties ?? {}, area !== null);
      if (!c) continue;
      if (area) out[c.layer].push(feature(area, c));
      else if (isLine) out[c.layer].push(feature(f.geometry, c));
    }
  }
  out.places = readPlaces(root);
  return out;
}

type PlaceRow = { name: string; name_ca: string; place: string; lat: string; lon: string };
type Parish = { name: string; centroid: { lat: number; lng: number } };

function readPlaces(root: string): GeoJSON.Feature[] {
  const csv = readFileSync(path.join(root, "data/reference/sources/osm_places_2021-06-22.csv"), "utf8");
  const rows = parse(csv.replace(/^\uFEFF/, ""), { columns: true, skip_empty_lines: true }) as PlaceRow[];
  const parishes = JSON.parse(readFileSync(path.join(root, "data/reference/parishes.json"), "utf8")) as Parish[];
  const points = [
    ...parishes.map((p) => ({ kind: "parish", name: p.name, lng: p.centroid.lng, lat: p.centroid.lat })),
    ...rows.map((r) => ({ kind: r.place, name: r.name_ca || r.name, lng: Number(r.lon), lat: Number(r.lat) })),
  ];
  return points.flatMap((p) => {
    const c = classifyPlace(p.kind, p.name);
    if (!c || !Number.isFinite(p.lat) || !Number.isFinite(p.lng)) return [];
    return [feature({ type: "Point", coordinates: [p.lng, p.lat] }, c)];
  });
}
