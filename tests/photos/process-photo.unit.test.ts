// What the photo stage keeps of a photo's bytes: the hash of the picture as a person sees it
// (upright, whatever EXIF orientation a portal's camera wrote) and WebP copies no wider than
// the photo; anything sharp cannot read as a photo is "not an image".
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hammingDistance } from "@/lib/photos/dhash";
import { processPhoto } from "@/lib/photos/process-photo";
import type { PhotoStore } from "@/lib/photos/photo-store";
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

  it("writes upright WebP copies, the wide one no wider than the photo and the card's 480 px", async () => {
    const { store, objects } = memoryStore();
    const sideways = await sharp(await testJpeg(900, 22))
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const result = await processPhoto("https://a.example/2.jpg", sideways, store);
    expect(result.status).toBe("ok");
    const copies = await Promise.all([...objects.values()].map((body) => sharp(body).metadata()));
    expect(copies.map((m) => [m.format, m.width]).sort()).toEqual([
      ["webp", 480],
      ["webp", 900],
    ]);
    expect(copies.every((m) => (m.height ?? 0) < (m.width ?? 0))).toBe(true); // turned upright
  });

  it("reads bytes that are not a photo as not an image and stores nothing", async () => {
    const { store, objects } = memoryStore();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await processPhoto("https://a.example/x.jpg", svg, store)).status).toBe("not_image");
    expect((await processPhoto("https://a.example/y.jpg", Buffer.from("<html>"), store)).status).toBe("not_image");
    expect(objects.size).toBe(0);
  });
});
