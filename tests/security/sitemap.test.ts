// Finding: /sitemap.xml read up to 49,000 rows per request, uncached. The sitemap is now
// an index over files of SITEMAP_CHUNK properties, each a keyset range cached in process.
import { describe, expect, it } from "vitest";
import { clearCached } from "@/lib/search/memo";
import { SITEMAP_CHUNK, propertyFile, propertyFileStarts } from "@/lib/site/sitemap-data";
import { seedProperty } from "../support/api-fixtures";

describe("sitemap files", () => {
  it("are bounded, keyset-ordered and served from cache", async () => {
    await seedProperty();
    clearCached("sitemap:");
    const starts = await propertyFileStarts();
    expect(starts.length).toBeGreaterThan(0);
    const first = (await propertyFile(0))!;
    expect(first.length).toBeLessThanOrEqual(SITEMAP_CHUNK);
    expect(first[0].id).toBe(starts[0]);
    expect([...first.map((p) => p.id)].sort()).toEqual(first.map((p) => p.id));
    // A property added now is not read again until the cache expires.
    const added = await seedProperty();
    expect((await propertyFile(0))!.some((p) => p.id === added)).toBe(false);
    expect(await propertyFile(starts.length)).toBeNull();
    expect(await propertyFile(-1)).toBeNull();
  });
});
