// Opens a feed location as a byte stream: a local file, or an http(s) URL through the
// guarded feed fetch (feed-fetch.ts), so connectors never hold the whole feed in memory.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { FeedError } from "../types";
import { fetchFeed } from "./feed-fetch";

export function isUrl(input: string): boolean {
  return /^https?:\/\//i.test(input);
}

export async function openInput(input: string): Promise<Readable> {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(input)?.[1];
  if (scheme && !isUrl(input))
    throw new FeedError(`cannot read ${input}: ${scheme}:// is not supported (a file, or an http(s) URL)`);
  if (isUrl(input)) {
    const res = await fetchFeed(input);
    if (res.status !== 200) {
      res.body.destroy();
      throw new FeedError(`cannot fetch ${input}: HTTP ${res.status}`);
    }
    return res.body;
  }
  try {
    const info = await stat(input);
    if (!info.isFile()) throw new Error("not a file");
  } catch (err) {
    throw new FeedError(`cannot read ${input}: ${(err as Error).message}`, { cause: err });
  }
  return createReadStream(input);
}
