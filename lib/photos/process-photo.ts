// What the stage does with a downloaded photo's bytes: decode them (sharp decides whether
// they are an image at all, whatever the host's Content-Type said), hash the picture for the
// matcher (dhash.ts) and store what the site shows. The photo is decoded once, at the card's
// width (480 px; a large JPEG decodes at that size directly), and both the hash and the
// card's WebP copy come from those pixels.
//
// The gallery's wide copy (1280 px) of a photo wider than the card is not encoded here: the
// source's bytes are kept instead and the wide copy is made on its first request
// (stored-copy.ts). Most photos are only ever seen on cards, and a second, larger WebP
// encode would double the stage's CPU per photo (docs/decisions.md#photos). A photo no
// wider than ONE_COPY_UP_TO gets one copy, stored under both widths.
//
// Whatever fails in reading or encoding one photo is that photo's outcome ("not_image" with
// the reason), never the run's: a feed anyone can publish must not stop the stage.
import { dhashPixels } from "./dhash";
import { sniffPhotoFormat } from "./photo-format";
import { copyKey, originalKey, photoBaseKey, type CopyWidth } from "./photo-keys";
import type { PhotoStore } from "./store-contract";
import { openPhoto, uprightPixels, webpCopy, webpOf, type Pixels } from "./webp-copy";

/** Formats a photo may come in; anything else (SVG, PDF, HTML served as image/jpeg…) is not a photo. */
const PHOTO_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
/**
 * Longer side over shorter side beyond which a picture is not a listing photo (a panorama is
 * 4–8). It also keeps every copy within WebP's 16,383 px a side: copies are at most 1280 px
 * wide, so at most 12 × 1280 = 15,360 px tall.
 */
const MAX_ASPECT = 12;
/** The card's copy width. */
const CARD_WIDTH: CopyWidth = 480;
/** A photo this narrow gets one copy for both widths: a second, barely smaller one would cost a full encode. */
const ONE_COPY_UP_TO = 600;
/** Larger source files are not kept: their wide copy is encoded now instead. */
const KEEP_ORIGINAL_UP_TO = 2 * 1024 * 1024;

export type ProcessedPhoto =
  | { status: "ok"; hash: bigint; width: number; height: number; storeKey: string }
  | { status: "not_image"; error: string };

export async function processPhoto(url: string, bytes: Buffer, store: PhotoStore): Promise<ProcessedPhoto> {
  const sniffed = sniffPhotoFormat(bytes);
  if (!sniffed) return { status: "not_image", error: "not a photo format (magic bytes)" };
  let width: number, height: number, copies: { card: Buffer; wide: Buffer | null };
  let hash: bigint;
  try {
    const meta = await openPhoto(bytes).metadata();
    if (!meta.format || !PHOTO_FORMATS.has(meta.format))
      return { status: "not_image", error: `${meta.format ?? "unknown"} is not a photo format` };
    // EXIF orientations 5–8 turn the picture a quarter: the copies are turned upright.
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
    if (!width || !height) return { status: "not_image", error: "no dimensions" };
    if (Math.max(width, height) > MAX_ASPECT * Math.min(width, height))
      return { status: "not_image", error: `${width}×${height} is not a photo's shape` };
    const card: Pixels = await uprightPixels(bytes, width <= ONE_COPY_UP_TO ? width : CARD_WIDTH);
    hash = dhashPixels({ ...card.info, data: card.data });
    const cardCopy = await webpOf(card);
    const wide =
      width <= ONE_COPY_UP_TO ? cardCopy : bytes.length <= KEEP_ORIGINAL_UP_TO ? null : await webpCopy(bytes, 1280);
    copies = { card: cardCopy, wide };
  } catch (err) {
    return { status: "not_image", error: (err as Error).message.split("\n")[0] };
  }
  const base = photoBaseKey(url);
  await store.put(copyKey(base, CARD_WIDTH), copies.card, "image/webp");
  if (copies.wide) await store.put(copyKey(base, 1280), copies.wide, "image/webp");
  else await store.put(originalKey(base), bytes, "application/octet-stream");
  return { status: "ok", hash, width, height, storeKey: base };
}
