// The link-preview image of a property (og:image, twitter:image; docs/decisions.md#photos):
// the first of its stored photos (our copies, lib/photos) cropped to 1200 × 630, else its
// location picture as PNG (previews do not show SVG). Nothing is fetched from a source's
// host: a preview never waits on a dead one, and this route always answers with a picture.
import sharp from "sharp";
import { RENDERER_VERSION, renderLocationSvg } from "@/lib/geo/location-picture/render-svg";
import type { PictureInput } from "@/lib/geo/location-picture/picture-view";
import { copyKey } from "@/lib/photos/photo-keys";
import { photoStoreFromEnv } from "@/lib/photos/photo-store";
import type { PhotoStore } from "@/lib/photos/store-contract";
import { readCopy } from "@/lib/photos/stored-copy";
import { LOCATION_PICTURES } from "./picture-cache";
import { pictureEtag, SHARE_SIZE } from "./picture-response";

async function locationPng(input: PictureInput): Promise<Buffer> {
  return sharp(Buffer.from(renderLocationSvg(input, SHARE_SIZE)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export type ShareImage = { body: Buffer; contentType: string; fromPhoto: boolean };

/** `photos`: store keys of the property's first stored photos, tried in order. */
export async function shareImage(
  input: PictureInput & { photos: string[] },
  store: PhotoStore = photoStoreFromEnv(),
): Promise<ShareImage> {
  for (const key of input.photos) {
    const bytes = await readCopy(store, copyKey(key, 1280)).catch(() => null);
    if (!bytes) continue; // a copy lost from the store: the next photo
    try {
      const body = await sharp(bytes)
        .resize(SHARE_SIZE.width, SHARE_SIZE.height, { fit: "cover" })
        .jpeg({ quality: 80 })
        .toBuffer();
      return { body, contentType: "image/jpeg", fromPhoto: true };
    } catch {
      // A damaged copy: try the next one.
    }
  }
  const { photos: _photos, ...facts } = input;
  const key = pictureEtag(["png", RENDERER_VERSION, facts]);
  const body = await LOCATION_PICTURES.get(key, () => locationPng(facts));
  return { body: Buffer.from(body), contentType: "image/png", fromPhoto: false };
}
