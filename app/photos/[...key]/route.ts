// Our copies of the sources' photos (lib/photos), served from our own origin so a page never
// waits on a source's host. A key names one immutable object (photo-keys.ts), so browsers
// and CDNs may keep it for a year without asking again. A wide copy not yet made is made from
// the kept original on its first request (lib/photos/stored-copy.ts); originals themselves
// are not served.
import { isCopyKey } from "@/lib/photos/photo-keys";
import { photoStoreFromEnv } from "@/lib/photos/photo-store";
import { readCopy } from "@/lib/photos/stored-copy";

type Context = { params: Promise<{ key: string[] }> };

const IMMUTABLE = "public, max-age=31536000, immutable";

export async function GET(request: Request, { params }: Context) {
  const key = (await params).key.join("/");
  if (!isCopyKey(key)) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const etag = `"${key.replace(/\W/g, "")}"`;
  if (request.headers.get("if-none-match") === etag)
    return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": IMMUTABLE } });
  const body = await readCopy(photoStoreFromEnv(), key);
  // Not yet (or no longer) in the store: a short negative cache, the next run may write it.
  if (!body) return new Response("Not found", { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  return new Response(new Uint8Array(body), {
    headers: { "Content-Type": "image/webp", "Cache-Control": IMMUTABLE, ETag: etag },
  });
}
