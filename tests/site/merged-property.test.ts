// A property merged into another leaves the site: its page redirects for good (308) to
// the survivor's, and the sitemap does not list it.
import { beforeAll, describe, expect, it } from "vitest";
import { clearCached } from "@/lib/search/memo";
import { propertyFile } from "@/lib/site/sitemap-data";
import { loadProperty, mergedPagePath, redirectIfMerged } from "@/app/(site)/properties/[id]/load-property";
import { seedMergedPair, type MergedPair } from "../support/merge-fixtures";

let pair: MergedPair;
beforeAll(async () => {
  process.env.PUBLIC_BASE_URL = "https://llar.test";
  pair = await seedMergedPair();
});

function redirectOf(fn: () => void): string | null {
  try {
    fn();
    return null;
  } catch (err) {
    return (err as { digest?: string }).digest ?? String(err);
  }
}

describe("a merged property on the site", () => {
  it("redirects its page permanently to the survivor's", async () => {
    const detail = await loadProperty(pair.absorbed);
    expect(mergedPagePath(detail)).toBe(`/properties/${pair.survivor}`);
    expect(redirectOf(() => redirectIfMerged(detail))).toBe(`NEXT_REDIRECT;replace;/properties/${pair.survivor};308;`);
  });

  it("leaves the survivor's page alone", async () => {
    const detail = await loadProperty(pair.survivor);
    expect(redirectOf(() => redirectIfMerged(detail))).toBeNull();
  });

  it("is not in the sitemap; the survivor is", async () => {
    clearCached("sitemap:");
    const ids: string[] = [];
    for (let file = 0; ; file++) {
      const rows = await propertyFile(file);
      if (!rows) break;
      ids.push(...rows.map((r) => r.id));
    }
    expect(ids).toContain(pair.survivor);
    expect(ids).not.toContain(pair.absorbed);
  });
});
