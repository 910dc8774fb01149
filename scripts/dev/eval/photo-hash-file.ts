// Photo hashes for the in-memory replays of the development aids (fit-match-weights,
// analyse-dedup, dump-match-pairs), so they read photo evidence without a database. Two
// forms: a hash file (url TAB status TAB signed dHash, one photo a line), or the photo cache
// a photo-backed `npm run eval:dedup` leaves (.data/eval-photos/photos.jsonl, one JSON
// record per URL, lib/photos/photo-cache.ts): after one such run the replays see the very
// hashes the database run saw, in seconds rather than the photo stage's minutes.
import { readFile } from "node:fs/promises";
import type { PhotoHashes } from "@/lib/ingest/match/record/match-record";
import { eachCachedPhoto } from "@/lib/photos/photo-cache";

function tsvLine(out: Map<string, bigint>, line: string, where: string): void {
  const [url, status, hash] = line.split("\t");
  if (!url || !status || (status === "ok" && !/^-?\d+$/.test(hash ?? "")))
    throw new Error(`${where}: expected "url<TAB>status<TAB>hash"`);
  if (status === "ok") out.set(url, BigInt(hash));
}

/** The hashes of a photo cache's photos read ok, read as the cache reads itself (later lines win). */
function cacheHashes(text: string, file: string): Map<string, bigint> {
  const out = new Map<string, bigint>();
  eachCachedPhoto(text, (url, record, line) => {
    if (typeof url !== "string" || typeof record.status !== "string")
      throw new Error(`${file}:${line}: expected a photo cache record ({"url", "status", "hash", …})`);
    if (record.status !== "ok") {
      out.delete(url); // later lines win
      return;
    }
    if (typeof record.hash !== "string" || !/^-?\d+$/.test(record.hash))
      throw new Error(`${file}:${line}: a photo read "ok" needs its hash`);
    out.set(url, BigInt(record.hash));
  });
  return out;
}

/** The hashes of the photos read (status ok) in a hash file or a photo cache; an error names a malformed line. */
export async function readPhotoHashFile(file: string): Promise<PhotoHashes> {
  const text = await readFile(file, "utf8");
  if (text.trimStart().startsWith("{")) return cacheHashes(text, file);
  const out = new Map<string, bigint>();
  text.split("\n").forEach((line, n) => {
    if (line.trim()) tsvLine(out, line, `${file}:${n + 1}`);
  });
  return out;
}

/** The development aids' `--photos <file>` option: the file's hashes, or undefined without it. */
export async function photoHashesOption(args: readonly string[]): Promise<PhotoHashes | undefined> {
  const at = args.indexOf("--photos");
  if (at < 0) return undefined;
  const file = args[at + 1];
  if (!file || file.startsWith("--"))
    throw new Error("--photos takes a hash file (url<TAB>status<TAB>hash lines) or an eval photo cache (photos.jsonl)");
  return readPhotoHashFile(file);
}
