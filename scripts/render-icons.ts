// Renders app/icon.svg into the files browsers and platforms ask for by fixed name:
// /favicon.ico (old browsers, feed readers and crawlers request it whatever the page
// links) and /apple-touch-icon.png (iOS home screens, which ignore SVG icons). The
// output is committed in public/; run `npm run icons` after changing app/icon.svg.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const root = new URL("..", import.meta.url).pathname;

async function png(svg: Buffer, size: number, background?: string): Promise<Buffer> {
  let image = sharp(svg, { density: (72 * size) / 32 }).resize(size, size);
  // Apple draws its own rounded mask over a square icon; transparency would show black.
  if (background) image = image.flatten({ background });
  return image.png({ compressionLevel: 9 }).toBuffer();
}

// An ICO file whose images are PNGs (valid since Windows Vista, read by every browser):
// a 6-byte header, a 16-byte directory entry per image, then the images.
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

async function main() {
  const svg = await readFile(path.join(root, "app/icon.svg"));
  const sizes = [16, 32, 48];
  const images = await Promise.all(sizes.map(async (size) => ({ size, data: await png(svg, size) })));
  await writeFile(path.join(root, "public/favicon.ico"), ico(images));
  await writeFile(path.join(root, "public/apple-touch-icon.png"), await png(svg, 180, "#1f6b52"));
  console.log("Wrote public/favicon.ico (16, 32, 48 px) and public/apple-touch-icon.png (180 px).");
}

main().catch((error) => {
  console.error(`icons: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
