// A record per photo URL kept outside the database, for the evaluation (scripts/dev/eval): each
// evaluation run starts from a scratch database, and without it every run would download
// and decode the whole set's photos again. With the store's copies (keyed by URL, so they
// survive too) a re-run fetches nothing. One JSON line per URL, appended as photos are done.
import { appendFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { PhotoStatus } from "./retry-policy";

export type CachedPhoto = {
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

/**
 * Each record of a cache file's text, with its line number, in file order (later lines win).
 * A line cut by an interrupted run is skipped: that URL is fetched again.
 */
export function eachCachedPhoto(text: string, visit: (url: string, record: CachedPhoto, line: number) => void): void {
  text.split("\n").forEach((line, n) => {
    if (!line.trim()) return;
    let parsed: CachedPhoto & { url: string };
    try {
      parsed = JSON.parse(line) as typeof parsed;
    } catch {
      return;
    }
    const { url, ...record } = parsed;
    visit(url, record, n + 1);
  });
}

/** The cache in one JSON-lines file; later lines win. Only final outcomes are kept (a dead link may come back). */
export async function openFilePhotoCache(file: string): Promise<PhotoCache> {
  const records = new Map<string, CachedPhoto>();
  try {
    eachCachedPhoto(await readFile(file, "utf8"), (url, record) => records.set(url, record));
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
