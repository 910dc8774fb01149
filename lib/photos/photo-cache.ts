// A record per photo URL kept outside the database, for the evaluation (scripts/dev/eval): each
// evaluation run starts from a scratch database, and without it every run would download
// and decode the whole set's photos again. With the store's copies (keyed by URL, so they
// survive too) a re-run fetches nothing. One JSON line per URL, appended as photos are done.
import { appendFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { PhotoStatus } from "./retry-policy";

type CachedPhoto = {
  status: PhotoStatus;
  hash: string | null;
  bytes: number | null;
  width: number | null;
  height: number | null;
  storeKey: string | null;
  error: string | null;
};

export interface PhotoCache {
  get(url: string): CachedPhoto | undefined;
  set(url: string, record: CachedPhoto): Promise<void>;
}

/** The cache in one JSON-lines file; later lines win. Only final outcomes are kept (a dead link may come back). */
export async function openFilePhotoCache(file: string): Promise<PhotoCache> {
  const records = new Map<string, CachedPhoto>();
  try {
    for (const line of (await readFile(file, "utf8")).split("\n")) {
      if (!line) continue;
      try {
        const { url, ...record } = JSON.parse(line) as CachedPhoto & { url: string };
        records.set(url, record);
      } catch {
        // A line cut by an interrupted run: that URL is fetched again.
      }
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  await mkdir(path.dirname(file), { recursive: true });
  return {
    get: (url) => records.get(url),
    async set(url, record) {
      if (record.status === "dead" || record.status === "blocked") return;
      records.set(url, record);
      await appendFile(file, `${JSON.stringify({ url, ...record })}\n`);
    },
  };
}
