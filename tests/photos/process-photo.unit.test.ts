// What the photo stage keeps of a photo's bytes: the hash of the picture as a person sees it
// (upright, whatever EXIF orientation a portal's camera wrote), the card's WebP copy, and
// either the wide copy (a narrow photo) or the source's bytes to make it from later;
// anything sharp cannot read as a photo is "not an image".
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hammingDistance } from "@/lib/photos/dhash";
import { copyKey, originalKey } from "@/lib/photos/photo-keys";
import { processPhoto } from "@/lib/photos/process-photo";
import type { PhotoStore } from "@/lib/photos/store-contract";
import { testJpeg } from "../support/photo-host";

function memoryStore() {
  const objects = new Map<string, Buffer>();
  const store = { put: async (key: string, body: Buffer) => void objects.set(key, body) } as unknown as PhotoStore;
  return { store, objects };
}

describe("processPhoto", () => {
  it("hashes a photo stored sideways with an EXIF orientation like the same picture stored upright", async () => {
    const upright = await testJpeg(900, 21);
    // The pixels turned a quarter, with orientation 6 (turn 90° clockwise to view) to undo it.
    const sideways = await sharp(upright).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const a = await processPhoto("https://a.example/1.jpg", upright, memoryStore().store);
    const b = await processPhoto("https://b.example/1.jpg", sideways, memoryStore().store);
    if (a.status !== "ok" || b.status !== "ok") throw new Error("both should be read");
    expect(hammingDistance(a.hash, b.hash)).toBeLessThanOrEqual(4);
    expect([b.width, b.height]).toEqual([a.width, a.height]);
  });

  it("writes the card's upright 480 px WebP copy and keeps a large photo's bytes for its wide copy", async () => {
    const { store, objects } = memoryStore();
    const sideways = await sharp(await testJpeg(900, 22))
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const result = await processPhoto("https://a.example/2.jpg", sideways, store);
    if (result.status !== "ok") throw new Error("should be read");
    expect([...objects.keys()].sort()).toEqual([copyKey(result.storeKey, 480), originalKey(result.storeKey)]);
    const card = await sharp(objects.get(copyKey(result.storeKey, 480))!).metadata();
    expect([card.format, card.width]).toEqual(["webp", 480]);
    expect(card.height!).toBeLessThan(card.width!); // turned upright
    expect(objects.get(originalKey(result.storeKey))!.equals(sideways)).toBe(true);
  });

  it("stores a narrow photo's one copy under both widths, never enlarged, and keeps no original", async () => {
    const { store, objects } = memoryStore();
    const result = await processPhoto("https://a.example/3.jpg", await testJpeg(560, 23), store);
    if (result.status !== "ok") throw new Error("should be read");
    const wide = objects.get(copyKey(result.storeKey, 1280))!;
    expect(objects.get(copyKey(result.storeKey, 480))!.equals(wide)).toBe(true);
    expect((await sharp(wide).metadata()).width).toBe(560);
    expect(objects.has(originalKey(result.storeKey))).toBe(false);
  });

  it("reads bytes that are not a photo as not an image and stores nothing", async () => {
    const { store, objects } = memoryStore();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await processPhoto("https://a.example/x.jpg", svg, store)).status).toBe("not_image");
    expect((await processPhoto("https://a.example/y.jpg", Buffer.from("<html>"), store)).status).toBe("not_image");
    expect(objects.size).toBe(0);
  });
});
