// The location pictures' in-process cache: one render per key, bounded by bytes, the least
// recently used entry evicted first.
import { describe, expect, it, vi } from "vitest";
import { PictureCache } from "@/lib/site/picture-cache";

describe("PictureCache", () => {
  it("renders a key once", async () => {
    const cache = new PictureCache(1_000);
    const render = vi.fn(() => "<svg/>");
    expect(await cache.get("a", render)).toBe("<svg/>");
    expect(await cache.get("a", render)).toBe("<svg/>");
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("evicts the least recently used entries beyond its byte budget", async () => {
    const cache = new PictureCache(25);
    await cache.get("a", () => "x".repeat(10));
    await cache.get("b", () => "y".repeat(10));
    await cache.get("a", () => "never drawn again");
    await cache.get("c", () => "z".repeat(10)); // 30 bytes: b, the least recent, goes
    expect(cache.size).toBe(2);
    const again = vi.fn(() => "y".repeat(10));
    await cache.get("b", again);
    expect(again).toHaveBeenCalledTimes(1);
    expect(await cache.get("c", () => "redrawn")).toBe("z".repeat(10));
  });

  it("does not keep a body larger than the whole budget", async () => {
    const cache = new PictureCache(5);
    expect(await cache.get("big", () => "0123456789")).toBe("0123456789");
    expect(cache.size).toBe(0);
  });
});
