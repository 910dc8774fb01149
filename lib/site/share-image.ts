// The link-preview image of a property (og:image, twitter:image; docs/decisions.md#photos):
// the first of its stored photos (our copies, lib/photos) cropped to 1200 × 630, else its
// location picture as PNG (previews do not show SVG). Nothing is fetched from a source's
// host: a preview never waits on a dead one, and this route always answers with a picture.
//
// Cropping and encoding costs about as much as a wide copy, so it is done once per instance
// and image (SHARE_IMAGES, by ETag) under the encode slots of stored-copy.ts, and the ETag is
// known before any image work: it names what the image is made from (the photos' store keys,
// which name immutable objects, and the location facts), so a 304 reads nothing.
import sharp from "sharp";
import { RENDERER_VERSION, renderLocationSvg } from "@/lib/geo/location-picture/render-svg";
import type { PictureInput } from "@/lib/geo/location-picture/picture-view";
import { copyKey } from "@/lib/photos/photo-keys";
import { photoStoreFromEnv } from "@/lib/photos/photo-store";
import type { PhotoStore } from "@/lib/photos/store-contract";
import { readCopy, underEncoder } from "@/lib/photos/stored-copy";
import { LOCATION_PICTURES, PictureCache } from "./picture-cache";
import { PICTURE_CACHE_CONTROL, pictureEtag, SHARE_SIZE } from "./picture-response";

/** Bumped when the crop or encoding changes, so no reader keeps the old image. */
const SHARE_VERSION = 1;
/** The instance's finished link-preview images, by ETag: 32 MB (~100 KB each). */
const SHARE_IMAGES = new PictureCache(32 * 1024 * 1024);

async function locationPng(input: PictureInput): Promise<Buffer> {
  return sharp(Buffer.from(renderLocationSvg(input, SHARE_SIZE)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Too many image encodes wait already: the request is answered 503, nothing is cached. */
class EncodersBusy extends Error {}

export type ShareImage = { body: Buffer; contentType: string; fromPhoto: boolean };
/** `photos`: store keys of the property's first stored photos, tried in order. */
type ShareInput = PictureInput & { photos: string[] };

export async function shareImage(input: ShareInput, store: PhotoStore = photoStoreFromEnv()): Promise<ShareImage> {
  for (const key of input.photos) {
    const bytes = await readCopy(store, copyKey(key, 1280)).catch(() => null);
    if (!bytes) continue; // a copy lost from the store: the next photo
    const crop = () => sharp(bytes).resize(SHARE_SIZE.width, SHARE_SIZE.height, { fit: "cover" }).jpeg({ quality: 80 });
    // A damaged copy: try the next one.
    const body = await underEncoder(() =>
      crop()
        .toBuffer()
        .catch(() => "damaged" as const),
    );
    if (body === null) throw new EncodersBusy();
    if (body !== "damaged") return { body, contentType: "image/jpeg", fromPhoto: true };
  }
  const { photos: _photos, ...facts } = input;
  const key = pictureEtag(["png", RENDERER_VERSION, facts]);
  const body = await LOCATION_PICTURES.get(key, () => locationPng(facts));
  return { body: Buffer.from(body), contentType: "image/png", fromPhoto: false };
}

/** The HTTP answer: 304 on a matching If-None-Match before any image work, else the cached or made image. */
export async function shareImageResponse(
  request: Request,
  input: ShareInput,
  store: PhotoStore = photoStoreFromEnv(),
): Promise<Response> {
  const etag = pictureEtag(["share", SHARE_VERSION, RENDERER_VERSION, input]);
  // The location picture is kept an hour: the next ingest run may store a photo.
  const cacheFor = (photo: boolean) => ({
    ETag: etag,
    "Cache-Control": photo ? PICTURE_CACHE_CONTROL : "public, max-age=3600",
  });
  if (request.headers.get("if-none-match") === etag)
    return new Response(null, { status: 304, headers: cacheFor(input.photos.length > 0) });
  let body: string | Buffer;
  try {
    body = await SHARE_IMAGES.get(etag, async () => (await shareImage(input, store)).body);
  } catch (err) {
    if (!(err instanceof EncodersBusy)) throw err;
    return new Response("Busy", { status: 503, headers: { "Retry-After": "5", "Cache-Control": "no-store" } });
  }
  // JPEG when made from a photo, else the location picture's PNG: the magic bytes say which.
  const fromPhoto = body[0] === 0xff;
  return new Response(new Uint8Array(body as Buffer), {
    headers: { ...cacheFor(fromPhoto), "Content-Type": fromPhoto ? "image/jpeg" : "image/png" },
  });
}
