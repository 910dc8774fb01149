// The link-preview image of a property (og:image, twitter:image; docs/decisions.md#photos):
// the first of its photos the server can fetch and decode, cropped to 1200 × 630, else its
// location picture as PNG (previews do not show SVG). Feed photo links die often, and a
// preview pointing at a dead link shows nothing; this route always answers with a picture.
import sharp from "sharp";
import { RENDERER_VERSION, renderLocationSvg } from "@/lib/geo/location-picture/render-svg";
import type { PictureInput } from "@/lib/geo/location-picture/picture-view";
import { isKnownPhotoHost } from "./photo-chain";
import { LOCATION_PICTURES } from "./picture-cache";
import { pictureEtag, SHARE_SIZE } from "./picture-response";

const TRIES = 3; // photos tried before the location picture
const TIMEOUT_MS = 4_000;
const MAX_BYTES = 10 * 1024 * 1024;
const MAX_REDIRECTS = 2;

async function locationPng(input: PictureInput): Promise<Buffer> {
  return sharp(Buffer.from(renderLocationSvg(input, SHARE_SIZE)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function readCapped(res: Response): Promise<Buffer | null> {
  if (!res.body) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > MAX_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The bytes of a photo, or null. Only the sources' known hosts are fetched (and redirects
 * only to them): the server never requests an address a feed made up.
 */
export async function fetchPhoto(url: string, fetchImpl: typeof fetch = fetch): Promise<Buffer | null> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!isKnownPhotoHost(current)) return null;
    try {
      const res = await fetchImpl(current, { redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
      const next = res.headers.get("location");
      if (res.status >= 300 && res.status < 400 && next) {
        current = new URL(next, current).toString();
        continue;
      }
      if (!res.ok || !(res.headers.get("content-type") ?? "").startsWith("image/")) return null;
      return await readCapped(res);
    } catch {
      return null;
    }
  }
  return null;
}

export type ShareImage = { body: Buffer; contentType: string; fromPhoto: boolean };

export async function shareImage(
  input: PictureInput & { photos: string[] },
  fetchImpl: typeof fetch = fetch,
): Promise<ShareImage> {
  // Fetched together, so dead hosts cost one timeout rather than three; kept in order.
  const fetched = await Promise.all(input.photos.slice(0, TRIES).map((url) => fetchPhoto(url, fetchImpl)));
  for (const bytes of fetched) {
    if (!bytes) continue;
    try {
      const body = await sharp(bytes, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize(SHARE_SIZE.width, SHARE_SIZE.height, { fit: "cover" })
        .jpeg({ quality: 80 })
        .toBuffer();
      return { body, contentType: "image/jpeg", fromPhoto: true };
    } catch {
      // Not an image after all (an error page served as image/jpeg): try the next one.
    }
  }
  const { photos: _photos, ...facts } = input;
  const key = pictureEtag(["png", RENDERER_VERSION, facts]);
  const body = await LOCATION_PICTURES.get(key, () => locationPng(facts));
  return { body: Buffer.from(body), contentType: "image/png", fromPhoto: false };
}
