// The perceptual hash that lets the matcher recognise one picture on two portals: a 64-bit
// difference hash (dHash). The picture's brightness is averaged over a 9 × 8 grid of areas
// and each bit says whether an area is brighter than its right-hand neighbour. Resizing,
// recompression, small crops, brightness changes and a corner watermark move a few bits;
// another picture differs in about half of them. Stored signed (Postgres bigint), compared
// by Hamming distance.
//
// The grid is averaged here, in one pass over pixels the photo stage has already decoded
// (process-photo.ts), rather than by a second image pipeline: area averages are what a
// resize to 9 × 8 approximates anyway, and the pass costs a fraction of a millisecond.
import { uprightPixels } from "./webp-copy";

const COLS = 9;
const ROWS = 8;

/**
 * Bits two hashes of one picture may differ in: re-encodings and resizes measured 0–3 bits
 * apart, unrelated photos only a few hundredths under 6. The matcher's NEAR_BITS and the
 * API's one-copy-per-picture rule both read it, so "the same picture" means one thing.
 */
export const SAME_PICTURE_BITS = 4;

/** Decoded pixels: 1–4 interleaved channels (grey, grey+alpha, RGB, RGBA), row by row. */
export type RawPixels = { data: Uint8Array; width: number; height: number; channels: number };

/** dHash of decoded pixels (alpha is ignored: the stage flattens photos on white first). */
export function dhashPixels({ data, width, height, channels }: RawPixels): bigint {
  if (width < 1 || height < 1) throw new Error("no pixels to hash");
  // Column c of the grid covers pixels colStart[c] … colStart[c + 1] − 1 (none when the image is narrower than 9 px).
  const colStart = Array.from({ length: COLS + 1 }, (_, c) => Math.ceil((c * width) / COLS));
  const sums = new Float64Array(COLS * ROWS);
  const counts = new Float64Array(COLS * ROWS);
  const colour = channels >= 3;
  for (let y = 0; y < height; y++) {
    const row = Math.min(ROWS - 1, Math.floor((y * ROWS) / height)) * COLS;
    const rowStart = y * width * channels;
    for (let c = 0; c < COLS; c++) {
      let sum = 0;
      const end = rowStart + colStart[c + 1] * channels;
      for (let i = rowStart + colStart[c] * channels; i < end; i += channels)
        // Rec. 601 luma in 1/256ths, the usual grey of perceptual hashes.
        sum += colour ? 77 * data[i] + 150 * data[i + 1] + 29 * data[i + 2] : 256 * data[i];
      sums[row + c] += sum / 256;
      counts[row + c] += colStart[c + 1] - colStart[c];
    }
  }
  let hash = 0n;
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS - 1; c++) {
      const k = r * COLS + c;
      // Areas are compared as 8-bit greys, as an image resized to 9 × 8 would give them: two
      // areas of one flat wall are then equal (bit 0) instead of ordered by JPEG noise.
      // An empty area (an image narrower than 9 px) counts as black.
      const left = counts[k] ? Math.round(sums[k] / counts[k]) : 0;
      const right = counts[k + 1] ? Math.round(sums[k + 1] / counts[k + 1]) : 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** dHash of an encoded image, decoded as the photo stage decodes it (upright, on white). */
export async function dhash(bytes: Buffer): Promise<bigint> {
  const { data, info } = await uprightPixels(bytes);
  return dhashPixels({ ...info, data });
}

/** Number of differing bits between two 64-bit hashes (signed or not). */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
}
