// The offline basemap (lib/map-tiles): the tiles cut from the OpenStreetMap extracts carry
// the layers the map style draws, put a known street in the right tile, thin the low zooms
// out and stay small; the tile route answers gzip, 204 for empty tiles, 404 outside.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { VectorTile } from "@mapbox/vector-tile";
import { PbfReader as Pbf } from "pbf";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTiles, tileAt, type TileSet } from "@/lib/map-tiles/build-tiles";
import { LAYERS, MAX_ZOOM, MIN_ZOOM } from "@/lib/map-tiles/classify";
import { readSources } from "@/lib/map-tiles/read-sources";
import { serveTile } from "@/lib/map-tiles/serve-tile";
import { readPack, writePack } from "@/lib/map-tiles/tile-pack";

const ROOT = path.resolve(__dirname, "../..");
// A point on Avinguda Meritxell, Andorra la Vella's main shopping street.
const MERITXELL = { lng: 1.5325359, lat: 42.5083365 };

let tiles: TileSet;
let bounds: [number, number, number, number];

function decode(z: number, lng: number, lat: number) {
  const [x, y] = tileAt(lng, lat, z);
  const data = tiles.get(`${z}/${x}/${y}`);
  if (!data) throw new Error(`no tile ${z}/${x}/${y}`);
  return new VectorTile(new Pbf(gunzipSync(data)));
}

function features(tile: VectorTile, layer: string) {
  const l = tile.layers[layer];
  return l ? Array.from({ length: l.length }, (_, i) => l.feature(i)) : [];
}

beforeAll(() => {
  ({ tiles, bounds } = buildTiles(readSources(ROOT)));
}, 60_000);

describe("basemap tiles", () => {
  it("cover Andorra from the lowest to the highest zoom", () => {
    expect(bounds[0]).toBeLessThan(1.42);
    expect(bounds[2]).toBeGreaterThan(1.77);
    for (let z = MIN_ZOOM; z <= MAX_ZOOM; z++) expect(tiles.has(`${z}/${tileAt(1.52, 42.51, z).join("/")}`)).toBe(true);
    expect([...tiles.keys()].every((k) => Number(k.split("/")[0]) >= MIN_ZOOM)).toBe(true);
  });

  it("carry every layer in the tile over Andorra la Vella's centre at z14", () => {
    const tile = decode(14, MERITXELL.lng, MERITXELL.lat);
    for (const layer of LAYERS) expect(features(tile, layer).length, layer).toBeGreaterThan(0);
    const places = features(tile, "places").map((f) => f.properties.name);
    expect(places).toContain("Andorra la Vella");
  });

  it("put Avinguda Meritxell, with its name and class, in the tile that holds it", () => {
    const roads = features(decode(14, MERITXELL.lng, MERITXELL.lat), "roads");
    const street = roads.filter((f) => f.properties.name === "Avinguda Meritxell");
    expect(street.length).toBeGreaterThan(0);
    expect(typeof street[0].properties.class).toBe("string");
    // The bookkeeping property never reaches the browser.
    expect(roads.every((f) => !("minzoom" in f.properties))).toBe(true);
    // …and not in a tile far from it (Canillo).
    const canillo = features(decode(14, 1.5978, 42.5668), "roads");
    expect(canillo.some((f) => f.properties.name === "Avinguda Meritxell")).toBe(false);
  });

  it("thin the low zooms: no buildings or side streets, fewer road vertices per tile area", () => {
    const low = decode(10, MERITXELL.lng, MERITXELL.lat);
    expect(features(low, "buildings")).toHaveLength(0);
    const classes = new Set(features(low, "roads").map((f) => f.properties.class));
    expect(classes.has("primary")).toBe(true);
    expect(classes.has("residential")).toBe(false);
    expect(classes.has("service")).toBe(false);

    // The main road through the z10 tile, against the same roads at z14 over the same
    // ground: simplification keeps far fewer points.
    const vertices = (tile: VectorTile) =>
      features(tile, "roads")
        .filter((f) => f.properties.class === "primary")
        .reduce((n, f) => n + f.loadGeometry().reduce((m, ring) => m + ring.length, 0), 0);
    const [x10, y10] = tileAt(MERITXELL.lng, MERITXELL.lat, 10);
    let detailed = 0;
    for (let x = x10 * 16; x < x10 * 16 + 16; x++) {
      for (let y = y10 * 16; y < y10 * 16 + 16; y++) {
        const data = tiles.get(`14/${x}/${y}`);
        if (data) detailed += vertices(new VectorTile(new Pbf(gunzipSync(data))));
      }
    }
    expect(vertices(low)).toBeGreaterThan(10);
    expect(vertices(low)).toBeLessThan(detailed / 3);
  });

  it("stay small: every tile under 64 kB gzipped, the whole set under 2 MB", () => {
    const sizes = [...tiles.values()].map((t) => t.length);
    expect(Math.max(...sizes)).toBeLessThan(64 * 1024);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(2 * 1024 * 1024);
    expect(tiles.size).toBeGreaterThan(100);
  });
});

describe("tile route", () => {
  let packFile: string;
  beforeAll(() => {
    packFile = path.join(mkdtempSync(path.join(os.tmpdir(), "llar-tiles-")), "tiles.pack");
    writePack(packFile, tiles, bounds, "test");
  });
  const from = () => readPack(packFile);
  const [x, y] = tileAt(MERITXELL.lng, MERITXELL.lat, 14);

  it("sends the stored gzip to clients that accept it, plain MVT to others", async () => {
    const gz = serveTile("14", String(x), `${y}.pbf`, "gzip, br", from);
    expect(gz.status).toBe(200);
    expect(gz.headers.get("content-type")).toBe("application/vnd.mapbox-vector-tile");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(Buffer.from(await gz.arrayBuffer())).toEqual(tiles.get(`14/${x}/${y}`));

    const plain = serveTile("14", String(x), `${y}.pbf`, "", from);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const tile = new VectorTile(new Pbf(new Uint8Array(await plain.arrayBuffer())));
    expect(Object.keys(tile.layers)).toContain("roads");
  });

  it("answers 204 for an empty tile inside the zooms, 404 outside them or for a bad path", () => {
    expect(serveTile("14", "0", "0.pbf", "gzip", from).status).toBe(204);
    expect(serveTile("15", String(x * 2), `${y * 2}.pbf`, "gzip", from).status).toBe(404);
    expect(serveTile("7", "64", "47.pbf", "gzip", from).status).toBe(404);
    expect(serveTile("14", String(x), `${y}.png`, "gzip", from).status).toBe(404);
    expect(serveTile("14", "99999", `${y}.pbf`, "gzip", from).status).toBe(404);
  });

  it("says the basemap was not built when there is no pack", () => {
    const missing = () => readPack(path.join(os.tmpdir(), "no-such-dir", "tiles.pack"));
    expect(serveTile("14", String(x), `${y}.pbf`, "gzip", missing).status).toBe(503);
  });
});
