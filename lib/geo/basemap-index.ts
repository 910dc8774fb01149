// The compact basemap in memory, read once on first use (≈ 230 KB gzip, a few MB decoded),
// with a coarse grid so a picture only looks at the shapes near it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { AREA_LAYERS, LINE_LAYERS, UNIT, decodeShape, type BasemapFile, type Layer } from "./basemap-format";

/** One decoded shape: absolute integer coordinates (x, y interleaved) and its bounds. */
export type Shape = { xy: Int32Array; minX: number; minY: number; maxX: number; maxY: number };
/** Bounds in degrees. */
export type Bounds = { west: number; south: number; east: number; north: number };

const CELL = 2_000; // units (0.02°, ≈ 2 km): Andorra is about 20 × 12 cells

export class BasemapIndex {
  readonly origin: [number, number];
  readonly attribution: string;
  private readonly shapes = new Map<Layer, Shape[]>();
  private readonly grid = new Map<Layer, Map<string, number[]>>();

  constructor(file: BasemapFile) {
    this.origin = file.origin;
    this.attribution = file.attribution;
    for (const layer of [...AREA_LAYERS, ...LINE_LAYERS]) {
      const shapes = (file.layers[layer] ?? []).map(toShape);
      const cells = new Map<string, number[]>();
      shapes.forEach((s, i) => {
        for (let cx = Math.floor(s.minX / CELL); cx <= Math.floor(s.maxX / CELL); cx++) {
          for (let cy = Math.floor(s.minY / CELL); cy <= Math.floor(s.maxY / CELL); cy++) {
            const key = `${cx}:${cy}`;
            const list = cells.get(key);
            if (list) list.push(i);
            else cells.set(key, [i]);
          }
        }
      });
      this.shapes.set(layer, shapes);
      this.grid.set(layer, cells);
    }
  }

  /** Shapes of a layer whose bounds meet the given bounds (degrees). */
  query(layer: Layer, b: Bounds): Shape[] {
    const [minX, minY, maxX, maxY] = [
      Math.floor((b.west - this.origin[0]) / UNIT),
      Math.floor((b.south - this.origin[1]) / UNIT),
      Math.ceil((b.east - this.origin[0]) / UNIT),
      Math.ceil((b.north - this.origin[1]) / UNIT),
    ];
    const shapes = this.shapes.get(layer) ?? [];
    const cells = this.grid.get(layer)!;
    const hits = new Set<number>();
    for (let cx = Math.floor(minX / CELL); cx <= Math.floor(maxX / CELL); cx++) {
      for (let cy = Math.floor(minY / CELL); cy <= Math.floor(maxY / CELL); cy++) {
        for (const i of cells.get(`${cx}:${cy}`) ?? []) hits.add(i);
      }
    }
    return [...hits]
      .sort((a, b) => a - b)
      .map((i) => shapes[i])
      .filter((s) => s.maxX >= minX && s.minX <= maxX && s.maxY >= minY && s.minY <= maxY);
  }

  /** Longitude and latitude of an integer point. */
  toDegrees(x: number, y: number): [number, number] {
    return [this.origin[0] + x * UNIT, this.origin[1] + y * UNIT];
  }
}

function toShape(flat: number[]): Shape {
  const xy = decodeShape(flat);
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < xy.length; i += 2) {
    minX = Math.min(minX, xy[i]);
    maxX = Math.max(maxX, xy[i]);
    minY = Math.min(minY, xy[i + 1]);
    maxY = Math.max(maxY, xy[i + 1]);
  }
  return { xy, minX, minY, maxX, maxY };
}

const BASEMAP_FILE = path.join(process.cwd(), "data", "picture-basemap", "andorra-basemap.json.gz");
let loaded: BasemapIndex | null = null;

/** The app's basemap, read and indexed on first call. */
export function basemap(): BasemapIndex {
  loaded ??= new BasemapIndex(JSON.parse(gunzipSync(readFileSync(BASEMAP_FILE)).toString("utf8")) as BasemapFile);
  return loaded;
}
