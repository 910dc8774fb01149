// The perceptual hash the matcher compares: one picture resized, recompressed or brightened
// stays within a few bits; another picture is far.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { dhash, hammingDistance } from "@/lib/photos/dhash";
import { testJpeg } from "../support/photo-host";

describe("dhash", () => {
  it("keeps one picture close through resizing, recompression and brightness, and tells two apart", async () => {
    const original = await testJpeg(1200, 11);
    const variant = await sharp(original).resize(500).modulate({ brightness: 1.05 }).jpeg({ quality: 60 }).toBuffer();
    const other = await testJpeg(1200, 12);
    const [a, b, c] = await Promise.all([dhash(original), dhash(variant), dhash(other)]);
    expect(hammingDistance(a, b)).toBeLessThanOrEqual(6);
    expect(hammingDistance(a, c)).toBeGreaterThan(12);
    expect(hammingDistance(a, a)).toBe(0);
    expect(hammingDistance(-1n, 0n)).toBe(64); // signed storage: all 64 bits count
  });
});
