// HTTP answers of the location picture route: a strong ETag from what the picture is drawn from,
// 304 when the browser or a CDN already holds it, and a day of public caching (a
// property's location or type rarely changes; when it does, the ETag does too).
import { createHash } from "node:crypto";
import { LOCATION_PICTURES } from "./picture-cache";

/** Link-preview images: the size og:image readers prefer. */
export const SHARE_SIZE = { width: 1200, height: 630 };

export const PICTURE_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

export function pictureEtag(seed: unknown): string {
  return `"${createHash("sha256").update(JSON.stringify(seed)).digest("base64url").slice(0, 27)}"`;
}

function matches(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*");
}

/** 304 if the request already holds `etag`, else the body made by `render` (cached by ETag). */
export async function pictureResponse(
  request: Request,
  etag: string,
  contentType: string,
  render: () => string | Buffer | Promise<string | Buffer>,
): Promise<Response> {
  const headers = {
    ETag: etag,
    "Cache-Control": PICTURE_CACHE_CONTROL,
    // An SVG opened on its own is a document: it may not run or load anything.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  };
  if (matches(request, etag)) return new Response(null, { status: 304, headers });
  const body = await LOCATION_PICTURES.get(etag, render);
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: { ...headers, "Content-Type": contentType },
  });
}

export function notFoundPicture(): Response {
  return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
}
