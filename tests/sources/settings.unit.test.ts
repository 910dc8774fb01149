// The settings schema the CLI and the console share: durations, ids, formats, feeds.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatDuration, parseDuration } from "@/lib/sources/duration";
import { newSourceSchema, sourceChangesSchema } from "@/lib/sources/settings";

const GOOD = {
  id: "a-feed",
  name: "A",
  homepage: "https://a.example",
  format: "kyero",
  feed: "https://a.example/f.xml",
  every: "15m",
};

describe("source settings", () => {
  it("reads durations of a minute or more and writes them back in their largest unit", () => {
    expect(["1m", "15m", "6h", "1d", "90s", "120s"].map((d) => parseDuration(d))).toEqual([
      { seconds: 60 },
      { seconds: 900 },
      { seconds: 21_600 },
      { seconds: 86_400 },
      { seconds: 90 },
      { seconds: 120 },
    ]);
    expect([60, 900, 21_600, 86_400, 90, 5400].map(formatDuration)).toEqual(["1m", "15m", "6h", "1d", "90s", "90m"]);
    for (const bad of ["30s", "0m", "15", "m", "1.5h", "8d", "-1m", "15 min"])
      expect(parseDuration(bad)).toHaveProperty("problem");
  });

  it("takes a whole new source, the interval in seconds and a path made absolute", () => {
    expect(newSourceSchema.parse(GOOD)).toEqual({ ...GOOD, every: 900 });
    expect(newSourceSchema.parse({ ...GOOD, feed: "feeds/a.xml" }).feed).toBe(path.resolve("feeds/a.xml"));
  });

  it("names the field of every problem", () => {
    const result = newSourceSchema.safeParse({
      ...GOOD,
      id: "Bad Id",
      format: "rss",
      homepage: "ftp://a",
      feed: "file:///etc/passwd",
      every: "5s",
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0]).sort()).toEqual(["every", "feed", "format", "homepage", "id"]);
    expect(newSourceSchema.safeParse({ ...GOOD, extra: 1 }).success).toBe(false);
  });

  it("changes any field but the id, and refuses an empty change", () => {
    expect(sourceChangesSchema.parse({ every: "6h" })).toEqual({ every: 21_600 });
    expect(sourceChangesSchema.safeParse({}).success).toBe(false);
    expect(sourceChangesSchema.safeParse({ id: "x" }).success).toBe(false);
  });
});
