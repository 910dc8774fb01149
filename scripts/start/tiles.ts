// `npm start` answers the basemap's tile requests itself, before Next: Next drops a route
// handler's Content-Encoding header and does not compress vector tiles, so only here can
// the tiles stored gzipped (lib/map-tiles/tile-pack.ts) go out as they are — about half
// the bytes. Hosts that run Next directly get the same tiles, uncompressed, from
// app/tiles/[z]/[x]/[y]/route.ts.
import type { IncomingMessage, ServerResponse } from "node:http";
import { serveTile } from "@/lib/map-tiles/serve-tile";

const TILE_PATH = /^\/tiles\/([^/]+)\/([^/]+)\/([^/?]+)(?:\?.*)?$/;

/** Sends the tile and returns true when the request is for one; false leaves it to Next. */
export function answerTile(req: IncomingMessage, res: ServerResponse): boolean {
  const match = TILE_PATH.exec(req.url ?? "");
  if (!match || (req.method !== "GET" && req.method !== "HEAD")) return false;
  const [z, x, y] = match.slice(1);
  const response = serveTile(z, x, y, String(req.headers["accept-encoding"] ?? ""));
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.setHeader("X-Content-Type-Options", "nosniff");
  void response.arrayBuffer().then((body) => res.end(req.method === "HEAD" ? undefined : Buffer.from(body)));
  return true;
}
