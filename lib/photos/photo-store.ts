// Where the copies of fetched photos live (the site serves them from our own origin, so a
// source's dead host no longer means no picture): a folder on this machine by default, an
// S3-compatible bucket when PHOTO_STORE_S3_BUCKET is set. Keys come from photo-keys.ts and
// name immutable objects: a key is written once and never changes.
import path from "node:path";
import { LocalPhotoStore } from "./local-store";
import { S3PhotoStore, s3ConfigFromEnv } from "./s3-store";
import type { PhotoStore } from "./store-contract";

type Env = Record<string, string | undefined>;

/** The default folder: PHOTO_STORE_DIR, else .data/photos under the working directory. */
function photoStoreDir(env: Env = process.env): string {
  return path.resolve(env.PHOTO_STORE_DIR || path.join(".data", "photos"));
}

let shared: { env: string; store: PhotoStore } | null = null;

/** The store the environment configures (one instance per configuration, reused). */
export function photoStoreFromEnv(env: Env = process.env): PhotoStore {
  const s3 = s3ConfigFromEnv(env);
  const id = JSON.stringify(s3 ?? photoStoreDir(env));
  if (shared?.env !== id)
    shared = { env: id, store: s3 ? new S3PhotoStore(s3) : new LocalPhotoStore(photoStoreDir(env)) };
  return shared.store;
}
