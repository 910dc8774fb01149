// How a photo's bytes become the copies the site shows: decoded with sharp under a pixel
// limit, turned upright (EXIF orientation), flattened on white, shrunk (never enlarged) and
// encoded as WebP. The photo stage makes the card's copy (process-photo.ts); the wide copy
// of a large photo is made the same way when it is first asked for (stored-copy.ts).
import sharp, { type OutputInfo } from "sharp";

/** About 40 megapixels: larger is a decompression bomb rather than a listing photo. */
const MAX_PIXELS = 40_000_000;
/** Effort 0 encodes several times faster than the default for a slightly larger file. */
const WEBP = { quality: 75, effort: 0 } as const;

export type Pixels = { data: Buffer; info: OutputInfo };

/** A sharp pipeline over untrusted bytes: damaged data and oversized pictures throw. */
export const openPhoto = (bytes: Buffer) =>
  sharp(bytes, { failOn: "error", limitInputPixels: MAX_PIXELS, animated: false });

/**
 * The photo upright, on white, at most `width` px wide (at its own size without one). A JPEG
 * decodes at a half, quarter or eighth of its size directly when that is still wide enough
 * (shrink-on-load), so a card's copy of a large photo costs a fraction of a full decode.
 */
export function uprightPixels(bytes: Buffer, width?: number): Promise<Pixels> {
  const image = openPhoto(bytes).rotate();
  if (width) image.resize({ width, withoutEnlargement: true });
  return image.flatten({ background: "#ffffff" }).raw().toBuffer({ resolveWithObject: true });
}

/** The WebP encoding of decoded pixels. */
export function webpOf({ data, info }: Pixels): Promise<Buffer> {
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .webp(WEBP)
    .toBuffer();
}

/** A WebP copy of a photo's bytes, at most `width` px wide. */
export async function webpCopy(bytes: Buffer, width: number): Promise<Buffer> {
  return webpOf(await uprightPixels(bytes, width));
}
