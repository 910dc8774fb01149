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
import { dhashPixels } from "./dhash";
import { copyKey, originalKey, photoBaseKey, type CopyWidth } from "./photo-keys";
import type { PhotoStore } from "./store-contract";
import { openPhoto, uprightPixels, webpCopy, webpOf, type Pixels } from "./webp-copy";

/** Formats a photo may come in; anything else (SVG, PDF, HTML served as image/jpeg…) is not a photo. */
const PHOTO_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
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
  let width: number, height: number, card: Pixels, hash: bigint;
  try {
    const meta = await openPhoto(bytes).metadata();
    if (!meta.format || !PHOTO_FORMATS.has(meta.format))
      return { status: "not_image", error: `${meta.format ?? "unknown"} is not a photo format` };
    // EXIF orientations 5–8 turn the picture a quarter: the copies are turned upright.
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
    if (!width || !height) return { status: "not_image", error: "no dimensions" };
    card = await uprightPixels(bytes, width <= ONE_COPY_UP_TO ? width : CARD_WIDTH);
    hash = dhashPixels({ ...card.info, data: card.data });
  } catch (err) {
    return { status: "not_image", error: (err as Error).message.split("\n")[0] };
  }
  const base = photoBaseKey(url);
  const cardCopy = await webpOf(card);
  await store.put(copyKey(base, CARD_WIDTH), cardCopy, "image/webp");
  if (width <= ONE_COPY_UP_TO) await store.put(copyKey(base, 1280), cardCopy, "image/webp");
  else if (bytes.length <= KEEP_ORIGINAL_UP_TO) await store.put(originalKey(base), bytes, "application/octet-stream");
  else await store.put(copyKey(base, 1280), await webpCopy(bytes, 1280), "image/webp");
  return { status: "ok", hash, width, height, storeKey: base };
}
