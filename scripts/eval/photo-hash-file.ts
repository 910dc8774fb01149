// A file of photo hashes (url TAB status TAB signed dHash, one photo a line), as a photo
// stage's cache can be exported: lets the in-memory replays of the development aids
// (fit-match-weights, analyse-dedup) read photo evidence without a database.
import { readFile } from "node:fs/promises";
import type { PhotoHashes } from "@/lib/ingest/match/record/match-record";

/** The hashes of the photos read (status ok) in a hash file; an error names a malformed line. */
async function readPhotoHashFile(file: string): Promise<PhotoHashes> {
  const out = new Map<string, bigint>();
  const lines = (await readFile(file, "utf8")).split("\n");
  lines.forEach((line, n) => {
    if (!line.trim()) return;
    const [url, status, hash] = line.split("\t");
    if (!url || !status || (status === "ok" && !/^-?\d+$/.test(hash ?? "")))
      throw new Error(`${file}:${n + 1}: expected "url<TAB>status<TAB>hash"`);
    if (status === "ok") out.set(url, BigInt(hash));
  });
  return out;
}

/** The development aids' `--photos <hashes.tsv>` option: the file's hashes, or undefined without it. */
export async function photoHashesOption(args: readonly string[]): Promise<PhotoHashes | undefined> {
  const at = args.indexOf("--photos");
  if (at < 0) return undefined;
  const file = args[at + 1];
  if (!file || file.startsWith("--")) throw new Error('--photos takes a hash file ("url<TAB>status<TAB>hash" lines)');
  return readPhotoHashFile(file);
}
