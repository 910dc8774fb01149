// The replays' `--photos` file: a hash file, or the photo cache a photo-backed eval leaves.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { photoHashesOption, readPhotoHashFile } from "@/scripts/dev/eval/photo-hash-file";

async function file(name: string, text: string): Promise<string> {
  const f = path.join(await mkdtemp(path.join(tmpdir(), "llar-hashes-")), name);
  await writeFile(f, text);
  return f;
}

describe("photo hash files", () => {
  it("reads the photos read ok from a hash file, and names a malformed line", async () => {
    const tsv = await file("h.tsv", "http://p/a.jpg\tok\t-42\nhttp://p/b.jpg\tnot_image\t\n\nhttp://p/c.jpg\tok\t7\n");
    expect(await readPhotoHashFile(tsv)).toEqual(
      new Map([
        ["http://p/a.jpg", -42n],
        ["http://p/c.jpg", 7n],
      ]),
    );
    const bad = await file("bad.tsv", "http://p/a.jpg\tok\t1\nhttp://p/b.jpg\tok\tnot-a-hash\n");
    await expect(readPhotoHashFile(bad)).rejects.toThrow(/bad\.tsv:2: expected "url<TAB>status<TAB>hash"/);
  });

  it("reads an eval photo cache, skipping a cut last line as the cache does", async () => {
    const cache = await file(
      "photos.jsonl",
      [
        { url: "http://p/a.jpg", status: "ok", hash: "-9", bytes: 10, width: 4, height: 3, storeKey: "k", error: null },
        { url: "http://p/b.jpg", status: "not_image", hash: null, error: "svg" },
        { url: "http://p/a.jpg", status: "ok", hash: "5" }, // later lines win
      ]
        .map((r) => JSON.stringify(r))
        .join("\n") + '\n{"url": "http://p/c.jp',
    );
    expect(await readPhotoHashFile(cache)).toEqual(new Map([["http://p/a.jpg", 5n]]));
    const bad = await file("photos.jsonl", '{"url": "http://p/a.jpg", "status": "ok"}\n');
    await expect(readPhotoHashFile(bad)).rejects.toThrow(/photos\.jsonl:1: a photo read "ok" needs its hash/);
  });

  it("takes --photos with a file, refuses it without one", async () => {
    expect(await photoHashesOption(["a", "b"])).toBeUndefined();
    await expect(photoHashesOption(["--photos", "--list"])).rejects.toThrow(/--photos takes a hash file/);
  });
});
