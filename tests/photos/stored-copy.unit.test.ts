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
  const gets: string[] = [];
  const store: PhotoStore = {
    kind: "memory",
    put: async (key, body) => void (puts.push(key), objects.set(key, body)),
    get: async (key) => (gets.push(key), objects.get(key) ?? null),
    has: async (key) => objects.has(key),
  };
  return { store, objects, puts, gets };
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

  it("remembers a copy that cannot be made: asking again reads nothing", async () => {
    const { store, objects, gets } = countingStore();
    const base = photoBaseKey("https://a.example/damaged.jpg");
    objects.set(originalKey(base), Buffer.from("<html>not a photo</html>"));
    expect(await readCopy(store, copyKey(base, 1280))).toBeNull();
    expect(gets).toEqual([copyKey(base, 1280), originalKey(base)]);
    gets.length = 0;
    const random = copyKey(photoBaseKey("https://a.example/never.jpg"), 1280);
    await readCopy(store, random);
    gets.length = 0;
    for (let i = 0; i < 3; i++) {
      expect(await readCopy(store, copyKey(base, 1280))).toBeNull();
      expect(await readCopy(store, random)).toBeNull();
    }
    expect(gets).toEqual([]);
  });

  it("reads an original only once it holds an encode slot, and refuses past a bounded queue", async () => {
    const { store, objects, gets } = countingStore();
    const bases = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const result = await processPhoto(`https://a.example/q${i}.jpg`, await testJpeg(700, 40 + i), store);
        if (result.status !== "ok") throw new Error("should be read");
        expect(objects.has(originalKey(result.storeKey))).toBe(true);
        return result.storeKey;
      }),
    );
    gets.length = 0;
    let peakOriginals = 0;
    const bodies = Promise.all(bases.map((b) => readCopy(store, copyKey(b, 1280))));
    // While the first encodes run, the waiters have read no original.
    await new Promise((r) => setTimeout(r, 0));
    peakOriginals = gets.filter((k) => k.endsWith("-orig")).length;
    expect(peakOriginals).toBeLessThanOrEqual(2);
    const made = await bodies;
    expect(made.filter(Boolean).length).toBeLessThan(30); // some refused: the queue is bounded
    expect(made.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    // A refused copy is not remembered: asked again when calm, it is made.
    const refused = bases[made.findIndex((b) => !b)];
    expect(await readCopy(store, copyKey(refused, 1280))).not.toBeNull();
  });
});
