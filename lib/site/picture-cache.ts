// Recently drawn location pictures, by ETag, so a results page seen by many readers is
// drawn once per instance (15–40 ms each) rather than once per reader. Bounded by bytes;
// the oldest entry goes first (a Map keeps insertion order, and a hit is re-inserted).
export class PictureCache {
  private readonly entries = new Map<string, string | Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  async get(key: string, render: () => string | Buffer | Promise<string | Buffer>): Promise<string | Buffer> {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const body = await render();
    const size = body.length;
    if (size > this.maxBytes) return body;
    this.entries.set(key, body);
    this.bytes += size;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.length;
    }
    return body;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The instance's cache of location pictures (SVG and PNG): 16 MB. */
export const LOCATION_PICTURES = new PictureCache(16 * 1024 * 1024);
