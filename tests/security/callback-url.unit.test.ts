// Finding: the post-sign-in callbackUrl accepted `/%09/evil.example`, which browsers
// resolve off-site. It is now resolved against the site's own origin and refused unless
// it stays there.
import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "@/lib/portal/safe-callback";

const FALLBACK = "/account/keys";

describe("callbackUrl", () => {
  it.each([
    "//evil.example",
    "//evil.example/account",
    "/\\evil.example",
    "/\\/evil.example",
    "/%09/evil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%5C/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "javascript:alert(1)",
    "/javascript:alert(1)//%0a",
    "https://evil.example/",
    "http:evil.example",
    " //evil.example",
    "",
  ])("refuses %j", (value) => {
    expect(safeCallbackUrl(value)).toBe(FALLBACK);
  });

  it.each([
    ["/account/billing", "/account/billing"],
    ["/docs?tab=keys#auth", "/docs?tab=keys#auth"],
    ["/search?q=%2F", "/search?q=%2F"],
    ["/account/../docs", "/docs"],
  ])("keeps the same-site path %j", (value, expected) => {
    expect(safeCallbackUrl(value)).toBe(expected);
  });
});
