import { describe, expect, it } from "vitest";
import { displayPrefix, generateApiKey, hashApiKey, looksLikeApiKey } from "@/lib/auth/api-keys";

describe("API keys", () => {
  it("are llar_ followed by 40 base62 characters, never repeating", () => {
    const keys = new Set(Array.from({ length: 200 }, generateApiKey));
    expect(keys.size).toBe(200);
    for (const k of keys) expect(k).toMatch(/^llar_[0-9A-Za-z]{40}$/);
  });

  it("hash to SHA-256 hex, deterministically", () => {
    const key = generateApiKey();
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(hashApiKey(key)).not.toBe(hashApiKey(generateApiKey()));
  });

  it("show a short display prefix", () => {
    expect(displayPrefix("llar_Ab3xYZ12restofthekey")).toBe("llar_Ab3xYZ12");
  });

  it("reject malformed keys before any lookup", () => {
    expect(looksLikeApiKey(generateApiKey())).toBe(true);
    expect(looksLikeApiKey("llar_short")).toBe(false);
    expect(looksLikeApiKey("sk_live_" + "a".repeat(40))).toBe(false);
    expect(looksLikeApiKey("llar_" + "a".repeat(39) + "'")).toBe(false);
  });
});
