// The wide copy of a large photo is made from its kept original on the first read, stored,
// and then read like any other copy; what is neither a copy nor derivable reads as missing.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { copyKey, originalKey, photoBaseKey } from "@/lib/photos/photo-keys";
import type { PhotoStore } from "@/lib/photos/store-contract";
import { processPhoto } from "@/lib/photos/process-photo";
import { readCopy } from "@/lib/photos/stored-copy";
import { testJpeg } from "../support/photo-host";

function countingStore() {
  const objects = new Map<string, Buffer>();
  const puts: string[] = [];
  const store: PhotoStore = {
    kind: "memory",
    put: async (key, body) => void (puts.push(key), objects.set(key, body)),
    get: async (key) => objects.get(key) ?? null,
    has: async (key) => objects.has(key),
  };
  return { store, objects, puts };
}

describe("readCopy", () => {
  it("makes a large photo's 1280 px copy once, however many read it at the same time", async () => {
    const { store, puts } = countingStore();
    const result = await processPhoto("https://a.example/big.jpg", await testJpeg(1600, 31), store);
    if (result.status !== "ok") throw new Error("should be read");
    const key = copyKey(result.storeKey, 1280);
    const bodies = await Promise.all([readCopy(store, key), readCopy(store, key), readCopy(store, key)]);
    expect(puts.filter((k) => k === key)).toHaveLength(1);
    expect(bodies.every((b) => b && b.equals(bodies[0]!))).toBe(true);
    expect(await sharp(bodies[0]!).metadata()).toMatchObject({ format: "webp", width: 1280, height: 960 });
    expect(await readCopy(store, key)).toEqual(bodies[0]); // now read as stored
    expect(puts.filter((k) => k === key)).toHaveLength(1);
  });

  it("reads nothing for a photo never stored, an original's key, or a damaged original", async () => {
    const { store, objects } = countingStore();
    const base = photoBaseKey("https://a.example/none.jpg");
    expect(await readCopy(store, copyKey(base, 1280))).toBeNull();
    expect(await readCopy(store, copyKey(base, 480))).toBeNull();
    objects.set(originalKey(base), Buffer.from("<html>not a photo</html>"));
    expect(await readCopy(store, originalKey(base))).toBeNull(); // originals are not copies
    expect(await readCopy(store, copyKey(base, 1280))).toBeNull();
    expect(objects.has(copyKey(base, 1280))).toBe(false);
  });
});
