// The demo's drawn pictures kept between seeds (drawn-pictures.ts): a picture drawn once is
// read back by a later seed with its hash, and one whose file is gone is drawn again.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DrawnPictures } from "@/lib/ingest/demo-feeds/drawn-pictures";

let dir: string;
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe("drawn demo pictures", () => {
  it("draws a picture once and gives a later seed the same bytes and hash", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "llar-drawn-"));
    const draw = vi.fn(async () => ({ body: Buffer.from("picture one"), hash: -42n }));
    const first = await (await DrawnPictures.open(dir)).get("<svg>1</svg>", draw);
    const again = await (await DrawnPictures.open(dir)).get("<svg>1</svg>", draw);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(again).toEqual(first);
    expect(again.hash).toBe(-42n);
    // Another SVG is another picture.
    await (await DrawnPictures.open(dir)).get("<svg>2</svg>", draw);
    expect(draw).toHaveBeenCalledTimes(2);
    expect((await readdir(dir)).filter((f) => f.endsWith(".webp"))).toHaveLength(2);
  });

  it("draws again when the kept file is gone, and starts from nothing without its folder", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "llar-drawn-"));
    const draw = vi.fn(async () => ({ body: Buffer.from("picture"), hash: 7n }));
    const pictures = await DrawnPictures.open(dir);
    await pictures.get("<svg/>", draw);
    const stale = await DrawnPictures.open(dir);
    for (const f of await readdir(dir)) await rm(path.join(dir, f));
    expect(await stale.get("<svg/>", draw)).toEqual({ body: Buffer.from("picture"), hash: 7n });
    expect(draw).toHaveBeenCalledTimes(2);
    const missing = await DrawnPictures.open(path.join(dir, "not-yet"));
    await missing.get("<svg/>", draw);
    expect(draw).toHaveBeenCalledTimes(3);
    expect(await readdir(path.join(dir, "not-yet"))).toHaveLength(1);
  });
});
