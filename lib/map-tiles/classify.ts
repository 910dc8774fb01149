// Which OpenStreetMap features become which basemap layer, with what class and from which
// zoom. One table per layer keeps the low zooms light: a z9 tile carries the main roads and
// rivers only, a z14 tile everything (docs/decisions.md#map-offline-first).

/** The vector tile layers, in drawing order. */
export const LAYERS = ["landuse", "water", "buildings", "roads", "places"] as const;
export type LayerName = (typeof LAYERS)[number];

/** Tiles are cut from MIN_ZOOM to MAX_ZOOM; MapLibre over-zooms the z14 tiles beyond. */
export const MIN_ZOOM = 8;
export const MAX_ZOOM = 14;

export type Classified = { layer: LayerName; minzoom: number; props: Record<string, string | number> };
type Props = Record<string, unknown>;

const ROAD_MINZOOM: Record<string, number> = {
  motorway: 8,
  trunk: 8,
  primary: 8,
  secondary: 10,
  tertiary: 11,
  unclassified: 12,
  residential: 13,
  living_street: 13,
  pedestrian: 13,
  service: 14,
  track: 14,
};

const LAND_CLASS: Record<string, [string, number]> = {
  residential: ["built", 10],
  commercial: ["built", 10],
  retail: ["built", 10],
  industrial: ["built", 10],
  forest: ["forest", 10],
  wood: ["forest", 10],
  meadow: ["grass", 11],
  grass: ["grass", 11],
  grassland: ["grass", 11],
  scrub: ["grass", 11],
  bare_rock: ["rock", 12],
  scree: ["rock", 12],
};

const str = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

function named(props: Props, extra: Record<string, string | number>): Record<string, string | number> {
  const name = str(props["name:ca"]) ?? str(props.name);
  return name ? { ...extra, name } : extra;
}

export function classifyRoad(props: Props): Classified | null {
  const highway = str(props.highway);
  if (!highway || !(highway in ROAD_MINZOOM)) return null;
  const ref = str(props.ref);
  return {
    layer: "roads",
    minzoom: ROAD_MINZOOM[highway],
    props: named(props, ref ? { class: highway, ref } : { class: highway }),
  };
}

export function classifyWater(props: Props, area: boolean): Classified | null {
  if (area) {
    if (str(props.natural) !== "water" && !str(props.water)) return null;
    return { layer: "water", minzoom: 10, props: named(props, { class: "lake" }) };
  }
  const waterway = str(props.waterway);
  if (waterway === "river") return { layer: "water", minzoom: 8, props: named(props, { class: "river" }) };
  if (waterway === "stream") return { layer: "water", minzoom: 12, props: named(props, { class: "stream" }) };
  return null;
}

export function classifyLand(props: Props): Classified | null {
  const key = str(props.landuse) ?? str(props.natural);
  const hit = key ? LAND_CLASS[key] : undefined;
  return hit ? { layer: "landuse", minzoom: hit[1], props: { class: hit[0] } } : null;
}

export function classifyBuilding(props: Props): Classified | null {
  return str(props.building) ? { layer: "buildings", minzoom: 14, props: {} } : null;
}

/** OSM place kinds worth a label (localities name fields and slopes, not places people live). */
const PLACE_MINZOOM: Record<string, [number, number]> = {
  parish: [8, 1],
  town: [10, 2],
  village: [11, 3],
  hamlet: [13, 4],
  neighbourhood: [14, 5],
};

export function classifyPlace(kind: string, name: string): Classified | null {
  const hit = PLACE_MINZOOM[kind];
  return hit ? { layer: "places", minzoom: hit[0], props: { kind, name, rank: hit[1] } } : null;
}
