// Which layer of the compact basemap an OpenStreetMap feature belongs to (null: left out).
// Only what a small location picture can show: built-up areas, woods, meadows, rock, water,
// buildings and the road network by importance.
import type { Layer } from "@/lib/geo/basemap-format";

type Tags = Record<string, string | undefined>;

const LAND: Record<string, Layer> = {
  forest: "forest",
  wood: "forest",
  grass: "grass",
  grassland: "grass",
  meadow: "grass",
  farmland: "grass",
  scrub: "grass",
  scree: "rock",
  bare_rock: "rock",
  residential: "urban",
  commercial: "urban",
  retail: "urban",
  industrial: "urban",
};

const ROADS: Record<string, Layer> = {
  motorway: "major",
  trunk: "major",
  primary: "major",
  secondary: "major",
  motorway_link: "major",
  trunk_link: "major",
  primary_link: "major",
  secondary_link: "major",
  tertiary: "minor",
  tertiary_link: "minor",
  residential: "minor",
  unclassified: "minor",
  living_street: "minor",
  pedestrian: "minor",
  service: "minor",
  track: "track",
};

export type Kind = "area" | "line";

/** The layer of a feature of one of the four source files, given its geometry kind. */
export function classify(file: "roads" | "water" | "land" | "buildings", tags: Tags, kind: Kind): Layer | null {
  if (file === "buildings") return kind === "area" && tags.building ? "building" : null;
  if (file === "land") {
    const layer = LAND[tags.landuse ?? ""] ?? LAND[tags.natural ?? ""];
    return kind === "area" && layer ? layer : null;
  }
  if (file === "water") {
    if (kind === "area" && (tags.natural === "water" || tags.water)) return "water";
    if (kind === "line" && tags.waterway === "river") return "river";
    if (kind === "line" && (tags.waterway === "stream" || tags.waterway === "canal")) return "stream";
    return null;
  }
  return kind === "line" ? (ROADS[tags.highway ?? ""] ?? null) : null;
}
