// Answers one tile request from the pack (lib/map-tiles/tile-pack.ts), read once per
// process. Kept out of the route file so tests can call it with any pack.
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { readPack, type TilePack } from "./tile-pack";

const MVT = "application/vnd.mapbox-vector-tile";
// A day: tiles change only when the sources do, and then the pack is rebuilt with the app.
const CACHE = "public, max-age=86400";

let pack: TilePack | null = null;

// The path in literal parts (PACK_PATH's), which the build's file tracer can follow: a
// variable there made it trace, and ship, the whole project.
function loadPack(): TilePack {
  pack ??= readPack(path.join(process.cwd(), "data", "basemap", "tiles.pack"));
  return pack;
}

export function serveTile(z: string, x: string, yFile: string, acceptEncoding: string, from = loadPack): Response {
  const match = /^(\d{1,2})\/(\d{1,6})\/(\d{1,6})\.pbf$/.exec(`${z}/${x}/${yFile}`);
  if (!match) return new Response("Not found", { status: 404 });
  const [zoom, col, row] = match.slice(1).map(Number);
  let tiles: TilePack;
  try {
    tiles = from();
  } catch {
    return new Response("The basemap has not been built (npm install runs scripts/build-map-tiles.ts)", {
      status: 503,
    });
  }
  const { minzoom, maxzoom } = tiles.header;
  if (zoom < minzoom || zoom > maxzoom || col >= 2 ** zoom || row >= 2 ** zoom) {
    return new Response("Not found", { status: 404 });
  }
  const data = tiles.tile(zoom, col, row);
  if (!data) return new Response(null, { status: 204, headers: { "Cache-Control": CACHE } });
  const gzip = /\bgzip\b/.test(acceptEncoding);
  const body = new Uint8Array(gzip ? data : gunzipSync(data));
  return new Response(body, {
    headers: {
      "Content-Type": MVT,
      "Cache-Control": CACHE,
      Vary: "Accept-Encoding",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    },
  });
}
