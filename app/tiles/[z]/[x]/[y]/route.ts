// The offline basemap's vector tiles (/tiles/{z}/{x}/{y}.pbf), from the pack the install
// step builds (scripts/build-map-tiles.ts); inside the pack's zooms a tile with nothing on
// it is 204, which MapLibre draws as empty. Sent uncompressed: Next drops a route's
// Content-Encoding header. `npm start` answers these paths itself, gzipped
// (scripts/start/tiles.ts).
import { serveTile } from "@/lib/map-tiles/serve-tile";

type Params = { params: Promise<{ z: string; x: string; y: string }> };

export async function GET(_request: Request, { params }: Params) {
  const { z, x, y } = await params;
  return serveTile(z, x, y, "");
}
