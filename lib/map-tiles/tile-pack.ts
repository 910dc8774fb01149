// One file holding every basemap tile, so the app serves the tiles without a tile server
// and the build leaves one artefact rather than hundreds of small files. Layout: a 4-byte
// big-endian length, a JSON header (bounds, zooms, "z/x/y" → [offset, length]), then the
// gzipped tiles back to back.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MAX_ZOOM, MIN_ZOOM } from "./classify";
import type { TileSet } from "./build-tiles";

/** Where the install step writes the pack (not committed: scripts/build-map-tiles.ts makes it). */
export const PACK_PATH = path.join("data", "basemap", "tiles.pack");

export type PackHeader = {
  minzoom: number;
  maxzoom: number;
  bounds: [number, number, number, number];
  /** Hash of the sources and tiler version the pack was built from (skips needless rebuilds). */
  sourceHash: string;
  tiles: Record<string, [number, number]>;
};

export type TilePack = { header: PackHeader; tile(z: number, x: number, y: number): Buffer | null };

export function writePack(
  file: string,
  tiles: TileSet,
  bounds: PackHeader["bounds"],
  sourceHash: string,
): { bytes: number } {
  const index: PackHeader["tiles"] = {};
  let offset = 0;
  for (const [key, data] of tiles) {
    index[key] = [offset, data.length];
    offset += data.length;
  }
  const header: PackHeader = { minzoom: MIN_ZOOM, maxzoom: MAX_ZOOM, bounds, sourceHash, tiles: index };
  const json = Buffer.from(JSON.stringify(header), "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  const all = Buffer.concat([length, json, ...tiles.values()]);
  writeFileSync(file, all);
  return { bytes: all.length };
}

export function readPack(file: string): TilePack {
  const all = readFileSync(file);
  const headerLength = all.readUInt32BE(0);
  const header = JSON.parse(all.subarray(4, 4 + headerLength).toString("utf8")) as PackHeader;
  const body = 4 + headerLength;
  return {
    header,
    tile(z, x, y) {
      const hit = header.tiles[`${z}/${x}/${y}`];
      return hit ? all.subarray(body + hit[0], body + hit[0] + hit[1]) : null;
    },
  };
}

/** The pack's header alone, or null when there is no readable pack. */
export function readPackHeader(file: string): PackHeader | null {
  try {
    return readPack(file).header;
  } catch {
    return null;
  }
}
