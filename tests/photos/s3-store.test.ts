// The S3 photo store against a real S3-protocol server (s3rver) on this machine, through
// the AWS SDK exactly as production uses it: configuration from PHOTO_STORE_S3_*, path-style
// addressing, and a photo processed straight into the bucket.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCopy } from "@/lib/photos/stored-copy";
import { copyKey } from "@/lib/photos/photo-keys";
import { photoStoreFromEnv } from "@/lib/photos/photo-store";
import { processPhoto } from "@/lib/photos/process-photo";
import { S3PhotoStore, s3ConfigFromEnv } from "@/lib/photos/s3-store";
import { testJpeg } from "../support/photo-host";
import { parseConfig } from "@/lib/config";

let server: S3rver;
let dir: string;
let env: Record<string, string>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "llar-s3-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: "photos", configs: [] }],
  });
  const { port } = await server.run();
  env = {
    PHOTO_STORE_S3_BUCKET: "photos",
    PHOTO_STORE_S3_PREFIX: "copies/",
    PHOTO_STORE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    PHOTO_STORE_S3_REGION: "eu-west-1",
    PHOTO_STORE_S3_ACCESS_KEY_ID: "S3RVER",
    PHOTO_STORE_S3_SECRET_ACCESS_KEY: "S3RVER",
    PHOTO_STORE_S3_PATH_STYLE: "true",
  };
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the S3 photo store", () => {
  it("is the store the environment configures when a bucket is named", () => {
    const store = photoStoreFromEnv(parseConfig(env));
    expect(store).toBeInstanceOf(S3PhotoStore);
    expect((store as S3PhotoStore).config).toMatchObject({ bucket: "photos", prefix: "copies/", pathStyle: true });
    expect(photoStoreFromEnv(parseConfig({ PHOTO_STORE_DIR: dir })).kind).toBe("local");
  });

  it("refuses half a pair of credentials", () => {
    expect(() =>
      s3ConfigFromEnv(parseConfig({ PHOTO_STORE_S3_BUCKET: "b", PHOTO_STORE_S3_ACCESS_KEY_ID: "x" })),
    ).toThrow(/go together/);
  });

  it("stores, finds and returns objects, and says when there is none", async () => {
    const store = photoStoreFromEnv(parseConfig(env));
    const key = "ab/0123456789abcdef0123456789abcd-480.webp";
    expect(await store.has(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    await store.put(key, Buffer.from("bytes"), "image/webp");
    expect(await store.has(key)).toBe(true);
    expect((await store.get(key))!.toString()).toBe("bytes");
  });

  it("receives a processed photo's copies, and the wide one made on its first read", async () => {
    const store = photoStoreFromEnv(parseConfig(env));
    const result = await processPhoto("https://img.example/p.jpg", await testJpeg(1400, 3), store);
    expect(result.status).toBe("ok");
    if (result.status !== "ok") return;
    const large = await readCopy(store, copyKey(result.storeKey, 1280));
    expect(await store.has(copyKey(result.storeKey, 1280))).toBe(true);
    const small = await store.get(copyKey(result.storeKey, 480));
    expect(await sharp(large!).metadata()).toMatchObject({ format: "webp", width: 1280 });
    expect(await sharp(small!).metadata()).toMatchObject({ format: "webp", width: 480 });
  });
});
