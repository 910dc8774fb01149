// The photo stage as the evaluation runs it: the real stage (so the matcher sees the same
// hashes as in production) with a cache that outlives the scratch database, so a re-run of
// a set of thousands of photos fetches and decodes nothing. The copies go to a local folder
// of their own (never a configured S3 bucket), keyed by URL like the cache.
import path from "node:path";
import type { ApplyOptions } from "@/lib/ingest/run-ingest";
import { LocalPhotoStore } from "@/lib/photos/local-store";
import { openFilePhotoCache } from "@/lib/photos/photo-cache";
import { config } from "@/lib/config";

/** EVAL_PHOTO_CACHE_DIR (default .data/eval-photos): the cache file and the store's folder. */
function evalPhotoDir(): string {
  return path.resolve(config.EVAL_PHOTO_CACHE_DIR);
}

export async function evalPhotoOptions(): Promise<Pick<ApplyOptions, "photos">> {
  const dir = evalPhotoDir();
  return {
    photos: {
      store: new LocalPhotoStore(path.join(dir, "store")),
      cache: await openFilePhotoCache(path.join(dir, "photos.jsonl")),
    },
  };
}
