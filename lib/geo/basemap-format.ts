// The compact basemap file (data/picture-basemap/andorra-basemap.json.gz, written by
// scripts/build-basemap.ts from OpenStreetMap layers): a few thematic layers of simplified,
// quantised outlines and lines, small enough to keep in memory for the location pictures
// (docs/decisions.md#location-pictures).
//
// Coordinates are integers in units of UNIT degrees from `origin`; each shape is one flat
// array [x0, y0, dx1, dy1, dx2, dy2, …]: the first point absolute, then deltas, which keeps
// the JSON short.

/** Degrees per integer unit: 1e-5° is about 1.1 m north–south and 0.8 m east–west here. */
export const UNIT = 1e-5;

export const AREA_LAYERS = ["rock", "grass", "forest", "urban", "water", "building"] as const;
export const LINE_LAYERS = ["stream", "river", "track", "minor", "major"] as const;
export type AreaLayer = (typeof AREA_LAYERS)[number];
export type LineLayer = (typeof LINE_LAYERS)[number];
export type Layer = AreaLayer | LineLayer;

export type BasemapFile = {
  version: 1;
  attribution: string;
  /** [lng, lat] of integer point (0, 0). */
  origin: [number, number];
  layers: Record<Layer, number[][]>;
};

/** Delta-encodes integer points ([x, y] pairs) into one flat array. */
export function encodeShape(points: Array<[number, number]>): number[] {
  const out: number[] = [];
  let px = 0;
  let py = 0;
  for (const [x, y] of points) {
    out.push(x - px, y - py);
    px = x;
    py = y;
  }
  return out;
}

/** The inverse of encodeShape: absolute integer coordinates, x and y interleaved. */
export function decodeShape(flat: readonly number[]): Int32Array {
  const out = new Int32Array(flat.length);
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < flat.length; i += 2) {
    x += flat[i];
    y += flat[i + 1];
    out[i] = x;
    out[i + 1] = y;
  }
  return out;
}
