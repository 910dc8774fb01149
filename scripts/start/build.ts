// Build the Next.js app when there is no build, or when a source file is newer than it,
// so `npm start` on a fresh clone (or after a pull) serves the current code.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { config } from "@/lib/config";

const SOURCE_DIRS = ["app", "components", "lib", "public"];
const SOURCE_FILES = ["next.config.js", "package.json", "postcss.config.mjs", "tsconfig.json"];
const SKIP = new Set(["generated", "node_modules"]);

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const st = statSync(entry);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    if (SKIP.has(name)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

function buildIsStale(): boolean {
  const buildId = path.join(".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return [...SOURCE_DIRS, ...SOURCE_FILES].some((p) => newestMtime(p) > built);
}

export async function ensureBuilt(log: (m: string) => void) {
  if (config.LLAR_SKIP_BUILD || !buildIsStale()) return;
  log("Building the app (first start or sources changed)…");
  const nextBin = new URL("../../node_modules/next/dist/bin/next", import.meta.url).pathname;
  const res = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
  if (res.status !== 0) throw new Error("next build failed");
}
