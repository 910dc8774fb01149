// What the stage does with a downloaded photo's bytes: decode them (sharp decides whether
// they are an image at all, whatever the host's Content-Type said), hash the picture for the
// matcher (dhash.ts) and write the WebP copies the site shows (photo-keys.ts widths, never
// upscaled). The photo is decoded once, turned upright, flattened on white and shrunk to the
// widest copy (a JPEG decodes at that size directly, shrink-on-load); the hash and every copy
// are made from those pixels, so a photo costs one decode and its WebP encodes.
import sharp, { type OutputInfo } from "sharp";
import { dhash } from "./dhash";
import { COPY_WIDTHS, copyKey, photoBaseKey } from "./photo-keys";
import type { PhotoStore } from "./photo-store";

/** Formats a photo may come in; anything else (SVG, PDF, HTML served as image/jpeg…) is not a photo. */
const PHOTO_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
/** About 40 megapixels: larger is a decompression bomb rather than a listing photo. */
const MAX_PIXELS = 40_000_000;
/** Effort 0 encodes several times faster than the default for a slightly larger file. */
const WEBP = { quality: 75, effort: 0 } as const;
/** A photo this narrow gets one copy for both widths: a second, barely smaller one would cost a full encode. */
const ONE_COPY_UP_TO = 600;

export type ProcessedPhoto =
  | { status: "ok"; hash: bigint; width: number; height: number; storeKey: string }
  | { status: "not_image"; error: string };

type Pixels = { data: Buffer; info: OutputInfo };

const open = (bytes: Buffer) => sharp(bytes, { failOn: "error", limitInputPixels: MAX_PIXELS, animated: false });
const fromPixels = ({ data, info }: Pixels) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

export async function processPhoto(url: string, bytes: Buffer, store: PhotoStore): Promise<ProcessedPhoto> {
  let width: number, height: number, pixels: Pixels, hash: bigint;
  try {
    const meta = await open(bytes).metadata();
    if (!meta.format || !PHOTO_FORMATS.has(meta.format))
      return { status: "not_image", error: `${meta.format ?? "unknown"} is not a photo format` };
    // EXIF orientations 5–8 turn the picture a quarter: the copies are turned upright.
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
    if (!width || !height) return { status: "not_image", error: "no dimensions" };
    const widest = Math.min(width, Math.max(...COPY_WIDTHS));
    pixels = await open(bytes)
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    hash = await dhash(fromPixels(pixels));
  } catch (err) {
    return { status: "not_image", error: (err as Error).message.split("\n")[0] };
  }
  const base = photoBaseKey(url);
  const encoded = new Map<number, Buffer>();
  for (const copyWidth of COPY_WIDTHS) {
    let target = Math.min(copyWidth, pixels.info.width);
    if (width <= ONE_COPY_UP_TO) target = pixels.info.width;
    let body = encoded.get(target);
    if (!body) {
      const image = fromPixels(pixels);
      if (target < pixels.info.width) image.resize({ width: target });
      body = await image.webp(WEBP).toBuffer();
      encoded.set(target, body);
    }
    await store.put(copyKey(base, copyWidth), body, "image/webp");
  }
  return { status: "ok", hash, width, height, storeKey: base };
}
