// MapLibre's web worker. The library locates it next to its own module file, which no
// longer exists once bundled, so the site serves the file from the package and points
// MapLibre at it (components/site/map/use-maplibre.ts). Read once, at build time.
import { readFile } from "node:fs/promises";
import path from "node:path";

export const dynamic = "force-static";

export async function GET() {
  const file = path.join(process.cwd(), "node_modules", "maplibre-gl", "dist", "maplibre-gl-worker.mjs");
  const code = await readFile(file, "utf8");
  return new Response(code, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
