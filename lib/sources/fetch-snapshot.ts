// A source's feed as a file the ingest can read, or the news that it has not changed since
// the last good pull: a conditional GET (If-None-Match / If-Modified-Since) for a URL,
// size and modification time for a path (a source that drops its files into a folder).
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fetchFeed, fetchProblem } from "@/lib/ingest/sources/feed-fetch";
import { fileValidators } from "@/lib/ingest/sources/feed-location";
import { isUrl } from "@/lib/ingest/sources/open-input";

/** The validators of a pull, kept from the last good one. */
export type Validators = { etag: string | null; lastModified: string | null };

export type Snapshot =
  { changed: false } | { changed: true; file: string; validators: Validators; cleanup: () => Promise<void> };

/** The feed could not be had: the run fails with this one-line reason. */
export class FetchFailure extends Error {}

const oneLine = (s: string) => s.split("\n")[0].slice(0, 300);

async function fileSnapshot(file: string, last: Validators): Promise<Snapshot> {
  let info;
  try {
    info = await stat(file);
  } catch (err) {
    throw new FetchFailure(`cannot read ${file}: ${fetchProblem(err)}`);
  }
  if (!info.isFile()) throw new FetchFailure(`cannot read ${file}: not a file`);
  const validators = fileValidators(info);
  if (validators.etag === last.etag) return { changed: false };
  return { changed: true, file, validators, cleanup: async () => {} };
}

async function urlSnapshot(url: string, last: Validators): Promise<Snapshot> {
  const headers: Record<string, string> = {};
  if (last.etag) headers["if-none-match"] = last.etag;
  if (last.lastModified) headers["if-modified-since"] = last.lastModified;
  let res;
  try {
    res = await fetchFeed(url, headers);
  } catch (err) {
    throw new FetchFailure(oneLine((err as Error).message));
  }
  if (res.status === 304 && (last.etag || last.lastModified)) {
    res.body.destroy();
    return { changed: false };
  }
  if (res.status !== 200) {
    res.body.destroy();
    throw new FetchFailure(`cannot fetch ${url}: HTTP ${res.status}`);
  }
  // Downloaded whole before the ingest reads it: a transfer cut half-way is a failed pull,
  // never a snapshot that looks shorter than the feed.
  const dir = await mkdtemp(path.join(tmpdir(), "llar-feed-"));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, "feed");
  try {
    await pipeline(res.body, createWriteStream(file));
  } catch (err) {
    await cleanup();
    throw new FetchFailure(`cannot fetch ${url}: ${oneLine(fetchProblem(err))}`);
  }
  const header = (name: string) => {
    const v = res.headers[name];
    return typeof v === "string" && v.length <= 500 ? v : null;
  };
  return { changed: true, file, validators: { etag: header("etag"), lastModified: header("last-modified") }, cleanup };
}

export function fetchSnapshot(feed: string, last: Validators): Promise<Snapshot> {
  return isUrl(feed) ? urlSnapshot(feed, last) : fileSnapshot(feed, last);
}
