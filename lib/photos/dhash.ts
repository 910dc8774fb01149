// The perceptual hash that lets the matcher recognise one picture on two portals: a 64-bit
// difference hash (dHash) of the decoded image. Resizing, recompression, small crops,
// brightness changes and a corner watermark move a few bits; another picture differs in
// about half of them. Stored signed (Postgres bigint), compared by Hamming distance.
import sharp, { type Sharp } from "sharp";

/** dHash of an already decoded or encoded image: 9×8 greyscale, one bit per left>right pair. */
export async function dhash(input: Buffer | Sharp): Promise<bigint> {
  const image = Buffer.isBuffer(input) ? sharp(input, { failOn: "error" }) : input.clone();
  const pixels = await image.greyscale().resize(9, 8, { fit: "fill", kernel: "lanczos3" }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      hash = (hash << 1n) | (pixels[y * 9 + x] > pixels[y * 9 + x + 1] ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
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
