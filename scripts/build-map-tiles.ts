// npm postinstall (and npm start before a build): cuts the offline basemap into vector
// tiles, data/basemap/tiles.pack, served by app/tiles/[z]/[x]/[y]/route.ts. Skips the work
// when the pack was already built from the same sources. `--force` rebuilds anyway.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildTiles } from "@/lib/map-tiles/build-tiles";
import { PACK_PATH, readPackHeader, writePack } from "@/lib/map-tiles/tile-pack";
import { readSources } from "@/lib/map-tiles/read-sources";

const root = new URL("..", import.meta.url).pathname;
const inputs = [
  ...readdirSync(path.join(root, "data/basemap/sources")).map((f) => path.join("data/basemap/sources", f)),
  "data/reference/sources/osm_places_2021-06-22.csv",
  "data/reference/parishes.json",
  "lib/map-tiles/classify.ts",
  "lib/map-tiles/read-sources.ts",
  "lib/map-tiles/build-tiles.ts",
  "node_modules/@maplibre/geojson-vt/package.json",
  "node_modules/@maplibre/vt-pbf/package.json",
].sort();

const hash = createHash("sha256");
for (const file of inputs) hash.update(file).update(readFileSync(path.join(root, file)));
const sourceHash = hash.digest("hex").slice(0, 16);
const out = path.join(root, PACK_PATH);

if (!process.argv.includes("--force") && readPackHeader(out)?.sourceHash === sourceHash) {
  console.log(`[map tiles] ${PACK_PATH} is up to date`);
} else {
  const started = Date.now();
  const { tiles, bounds } = buildTiles(readSources(root));
  const { bytes } = writePack(out, tiles, bounds, sourceHash);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`[map tiles] ${tiles.size} tiles, ${(bytes / 1e6).toFixed(2)} MB → ${PACK_PATH} in ${seconds} s`);
}
