// Link-preview images (lib/site/share-image.ts): the first stored photo, cropped, else the
// location picture. Only the store is read; no source host is ever requested.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalPhotoStore } from "@/lib/photos/local-store";
import { copyKey } from "@/lib/photos/photo-keys";
import { processPhoto } from "@/lib/photos/process-photo";
import type { PhotoStore } from "@/lib/photos/store-contract";
import { shareImage, shareImageResponse } from "@/lib/site/share-image";
import { testJpeg } from "../support/photo-host";

const INPUT = { type: "flat", parish: "ordino", location: { lat: 42.5562, lng: 1.5331, precision: "town" as const } };
let dir: string;
let store: LocalPhotoStore;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "llar-share-"));
  store = new LocalPhotoStore(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("shareImage", () => {
  it("crops the first stored photo to 1200 × 630, skipping one missing from the store", async () => {
    const stored = await processPhoto("https://cdn.pisos.ad/ok.jpg", await testJpeg(1000, 5), store);
    if (stored.status !== "ok") throw new Error("the test photo did not process");
    const missing = "0a/0123456789abcdef0123456789abcd";
    const image = await shareImage({ ...INPUT, photos: [missing, stored.storeKey] }, store);
    expect(image).toMatchObject({ fromPhoto: true, contentType: "image/jpeg" });
    expect(await sharp(image.body).metadata()).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
  });

  it("falls back to the location picture as PNG when no photo is stored or a copy is damaged", async () => {
    const damaged = "0b/0123456789abcdef0123456789abcd";
    await store.put(copyKey(damaged, 1280), Buffer.from("<html>"));
    const image = await shareImage({ ...INPUT, photos: [damaged] }, store);
    expect(image).toMatchObject({ fromPhoto: false, contentType: "image/png" });
    expect(await sharp(image.body).metadata()).toMatchObject({ width: 1200, height: 630, format: "png" });
    expect((await shareImage({ ...INPUT, photos: [] }, store)).fromPhoto).toBe(false);
  });

  it("answers a matching ETag with 304 before any image work, and makes each image once", async () => {
    const stored = await processPhoto("https://cdn.pisos.ad/etag.jpg", await testJpeg(1000, 6), store);
    if (stored.status !== "ok") throw new Error("the test photo did not process");
    const reads: string[] = [];
    const counting: PhotoStore = {
      ...store,
      kind: "local",
      get: (k) => (reads.push(k), store.get(k)),
      put: store.put.bind(store),
      has: store.has.bind(store),
    };
    const input = { ...INPUT, photos: [stored.storeKey] };
    const request = (etag?: string) =>
      new Request("http://site.test/properties/x/share-image", { headers: etag ? { "if-none-match": etag } : {} });
    const first = await shareImageResponse(request(), input, counting);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
    const etag = first.headers.get("etag")!;
    expect(reads.length).toBeGreaterThan(0);
    reads.length = 0;
    const again = await shareImageResponse(request(etag), input, counting);
    expect(again.status).toBe(304);
    expect(reads).toEqual([]); // no store read, so no decode or encode
    // Another reader without the ETag gets the instance's finished image: no store read either.
    const cached = await shareImageResponse(request(), input, counting);
    expect(Buffer.from(await cached.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    expect(reads).toEqual([]);
  });
});
