// The photo store as a folder (the default; `npm start`, tests, a single server). Objects
// are written to a temporary name and renamed, so a reader never sees half a file and a
// crash leaves no truncated copy under a real key.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PhotoStore } from "./store-contract";
import { isStoreKey } from "./photo-keys";

export class LocalPhotoStore implements PhotoStore {
  readonly kind = "local";

  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    // Keys are checked so that no key can name a file outside the folder.
    if (!isStoreKey(key)) throw new Error(`not a photo store key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temp, body);
    await rename(temp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }
}
