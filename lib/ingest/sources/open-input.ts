// Opens a feed location as a byte stream: a local file, or an http(s) URL (followed
// through redirects), so connectors never hold the whole feed in memory.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { FeedError } from "../types";

export function isUrl(input: string): boolean {
  return /^https?:\/\//i.test(input);
}

/** fetch() says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND, a TLS error) is its cause. */
function fetchReason(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  const detail = cause?.code ?? cause?.message;
  return detail ? `${(err as Error).message} (${detail})` : (err as Error).message;
}

export async function openInput(input: string): Promise<Readable> {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(input)?.[1];
  if (scheme && !isUrl(input))
    throw new FeedError(`cannot read ${input}: ${scheme}:// is not supported (a file, or an http(s) URL)`);
  if (isUrl(input)) {
    let res: Response;
    try {
      res = await fetch(input, { redirect: "follow" });
    } catch (err) {
      throw new FeedError(`cannot fetch ${input}: ${fetchReason(err)}`, { cause: err });
    }
    if (!res.ok || !res.body) throw new FeedError(`cannot fetch ${input}: HTTP ${res.status}`);
    return Readable.fromWeb(res.body as import("node:stream/web").ReadableStream<Uint8Array>);
  }
  try {
    const info = await stat(input);
    if (!info.isFile()) throw new Error("not a file");
  } catch (err) {
    throw new FeedError(`cannot read ${input}: ${(err as Error).message}`, { cause: err });
  }
  return createReadStream(input);
}
