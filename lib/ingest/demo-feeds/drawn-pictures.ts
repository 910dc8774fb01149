// The demo's drawn pictures, kept on disk between seeds. Drawing one (an SVG rendered and
// encoded by sharp, then hashed) is most of the demo's start-up: 2,400 pictures take ~27 s
// of CPU. A picture is a function of its SVG, so each is stored under the SVG's digest
// with its dHash in the name, and a second seed in this checkout (`npm start` on a fresh
// database, another e2e slot) reads it instead of drawing it again. Nothing here is
// trusted beyond a cache: a missing or unreadable file is drawn anew.
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";

export type Drawn = { body: Buffer; hash: bigint };

/** Where the pictures are kept: beside the other local state, shared by every seed of this checkout. */
const DRAWN_PICTURES_DIR = path.resolve(".data/demo-pictures");

const NAME = /^([0-9a-f]{32})_(-?\d+)\.webp$/;

export class DrawnPictures {
  private constructor(
    private dir: string,
    private known: Map<string, bigint>,
  ) {}

  /** The pictures already drawn in `dir` (none if it does not exist yet). */
  static async open(dir = DRAWN_PICTURES_DIR): Promise<DrawnPictures> {
    const known = new Map<string, bigint>();
    for (const file of await readdir(dir).catch(() => [] as string[])) {
      const m = NAME.exec(file);
      if (m) known.set(m[1], BigInt(m[2]));
    }
    return new DrawnPictures(dir, known);
  }

  /** The picture of `svg`: read when drawn before, else drawn by `draw` and kept. */
  async get(svg: string, draw: () => Promise<Drawn>): Promise<Drawn> {
    const digest = createHash("sha256").update(svg).digest("hex").slice(0, 32);
    const hash = this.known.get(digest);
    if (hash !== undefined) {
      const body = await readFile(this.file(digest, hash)).catch(() => null);
      if (body) return { body, hash };
    }
    const drawn = await draw();
    await this.keep(digest, drawn).catch(() => undefined); // a cache that cannot write only costs time
    return drawn;
  }

  private file(digest: string, hash: bigint): string {
    return path.join(this.dir, `${digest}_${hash}.webp`);
  }

  /** Written whole or not at all: a seed killed mid-write leaves no half picture. */
  private async keep(digest: string, { body, hash }: Drawn): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const file = this.file(digest, hash);
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, body);
    await rename(partial, file);
    this.known.set(digest, hash);
  }
}
