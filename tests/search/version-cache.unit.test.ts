import { describe, expect, it } from "vitest";
import { VersionCache } from "@/lib/search/version-cache";

const V1 = "2026-11-22T10:00:00.000001Z";
const V2 = "2026-11-22T10:00:00.000002Z";

describe("VersionCache", () => {
  it("answers only for the version an entry was stored under", () => {
    const c = new VersionCache<number>(10);
    c.set(V1, "a", 1);
    expect(c.get(V1, "a")).toBe(1);
    expect(c.get(V2, "a")).toBeUndefined();
    expect(c.get(null, "a")).toBeUndefined();
  });

  it("drops every entry when a newer version is stored, and ignores older versions", () => {
    const c = new VersionCache<number>(10);
    c.set(V1, "a", 1);
    c.set(V2, "b", 2);
    expect(c.get(V1, "a")).toBeUndefined();
    expect(c.get(V2, "b")).toBe(2);
    c.set(V1, "a", 1); // a slow request of the older version
    expect(c.get(V2, "b")).toBe(2);
    expect(c.get(V1, "a")).toBeUndefined();
  });

  it("never stores without a version (empty change clock)", () => {
    const c = new VersionCache<number>(10);
    c.set(null, "a", 1);
    expect(c.get(null, "a")).toBeUndefined();
  });

  it("evicts the least recently used entry when full", () => {
    const c = new VersionCache<number>(2);
    c.set(V1, "a", 1);
    c.set(V1, "b", 2);
    c.get(V1, "a");
    c.set(V1, "c", 3);
    expect(c.get(V1, "b")).toBeUndefined();
    expect(c.get(V1, "a")).toBe(1);
    expect(c.get(V1, "c")).toBe(3);
  });
});
