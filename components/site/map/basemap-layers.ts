// How the offline basemap's vector tiles are drawn: land cover, water, buildings, roads
// and names. Layer and class names are the ones lib/map-tiles/classify.ts writes. No
// `glyphs` URL: MapLibre draws the labels with the visitor's own sans-serif font
// (docs/decisions.md#map-offline-first), so no font file is downloaded.
import type { ExpressionSpecification, LayerSpecification } from "maplibre-gl";

const SOURCE = "basemap";
const FONT = ["Helvetica Neue", "Arial", "DejaVu Sans", "sans-serif"];
// The first name only tells MapLibre the weight; the browser falls back to the next ones.
const FONT_BOLD = ["Sans Bold", ...FONT];

const byClass = (classes: Record<string, string>, fallback: string) =>
  ["match", ["get", "class"], ...Object.entries(classes).flat(), fallback] as unknown as ExpressionSpecification;

/** Road width in pixels by zoom, wider for the main roads. */
function roadWidth(main: number, minor: number): ExpressionSpecification {
  const major: ExpressionSpecification = [
    "match",
    ["get", "class"],
    ["motorway", "trunk", "primary", "secondary"],
    true,
    false,
  ];
  return [
    "interpolate",
    ["exponential", 1.6],
    ["zoom"],
    8,
    ["case", major, main * 0.25, 0],
    16,
    ["case", major, main, minor],
  ];
}

export const BASEMAP_LAYERS: LayerSpecification[] = [
  {
    id: "landuse",
    type: "fill",
    source: SOURCE,
    "source-layer": "landuse",
    paint: {
      "fill-color": byClass({ built: "#e7e2da", forest: "#d2e4cc", grass: "#e1edd6", rock: "#e8e6e1" }, "#e1edd6"),
      "fill-opacity": 0.9,
    },
  },
  {
    id: "water-area",
    type: "fill",
    source: SOURCE,
    "source-layer": "water",
    filter: ["==", ["geometry-type"], "Polygon"],
    paint: { "fill-color": "#a8cfe4" },
  },
  {
    id: "water-line",
    type: "line",
    source: SOURCE,
    "source-layer": "water",
    filter: ["==", ["geometry-type"], "LineString"],
    paint: {
      "line-color": "#8ec1de",
      "line-width": ["interpolate", ["linear"], ["zoom"], 8, 0.6, 14, ["match", ["get", "class"], "river", 3, 1.2]],
    },
  },
  {
    id: "buildings",
    type: "fill",
    source: SOURCE,
    "source-layer": "buildings",
    minzoom: 14,
    paint: { "fill-color": "#d8d2ca", "fill-outline-color": "#c4bcb2" },
  },
  {
    id: "road-casing",
    type: "line",
    source: SOURCE,
    "source-layer": "roads",
    layout: { "line-cap": "round", "line-join": "round" },
    paint: { "line-color": "#b9b2a8", "line-width": roadWidth(12, 7), "line-gap-width": 0 },
  },
  {
    id: "roads",
    type: "line",
    source: SOURCE,
    "source-layer": "roads",
    layout: { "line-cap": "round", "line-join": "round" },
    paint: {
      "line-color": byClass(
        { motorway: "#f6cf7e", trunk: "#f6cf7e", primary: "#fbdf9c", secondary: "#fdebb9" },
        "#ffffff",
      ),
      "line-width": roadWidth(10, 5.5),
    },
  },
  {
    id: "road-names",
    type: "symbol",
    source: SOURCE,
    "source-layer": "roads",
    minzoom: 14,
    filter: ["has", "name"],
    layout: {
      "symbol-placement": "line",
      "text-field": ["get", "name"],
      "text-font": FONT,
      "text-size": 12,
    },
    paint: { "text-color": "#4b5563", "text-halo-color": "#ffffff", "text-halo-width": 1.5 },
  },
  {
    id: "place-names",
    type: "symbol",
    source: SOURCE,
    "source-layer": "places",
    // Parish names until the towns take over.
    filter: ["any", ["!=", ["get", "kind"], "parish"], ["<", ["zoom"], 10.5]],
    layout: {
      "text-field": ["get", "name"],
      "text-font": ["case", ["<=", ["get", "rank"], 2], ["literal", FONT_BOLD], ["literal", FONT]],
      "text-size": ["match", ["get", "rank"], 1, 14, 2, 14, 3, 13, 12],
      "text-transform": ["case", ["==", ["get", "kind"], "parish"], "uppercase", "none"],
      "text-letter-spacing": ["case", ["==", ["get", "kind"], "parish"], 0.08, 0],
      "symbol-sort-key": ["get", "rank"],
      "text-padding": 4,
    },
    paint: { "text-color": "#1f2937", "text-halo-color": "#ffffff", "text-halo-width": 1.6 },
  },
];
