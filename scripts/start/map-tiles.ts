// The basemap's tile pack is built by `npm install` (postinstall); build it here too when a
// checkout was updated without a new install, so the map never starts without its tiles.
// The script itself returns at once when the pack matches its sources.
import { spawnSync } from "node:child_process";

export function ensureMapTiles() {
  const tsx = new URL("../../node_modules/tsx/dist/cli.mjs", import.meta.url).pathname;
  const script = new URL("../build-map-tiles.ts", import.meta.url).pathname;
  const res = spawnSync(process.execPath, [tsx, script], { stdio: "inherit" });
  if (res.status !== 0) throw new Error("building the map tiles failed");
}
