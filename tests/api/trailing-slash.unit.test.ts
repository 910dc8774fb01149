// A /v1 path with a trailing slash is served as the path without it (lib/api/trailing-slash.ts),
// instead of Next's 308 redirect without CORS headers that a browser preflight cannot follow.
import { describe, expect, it } from "vitest";
import { apiUrlWithoutTrailingSlash } from "@/lib/api/trailing-slash";

describe("apiUrlWithoutTrailingSlash", () => {
  it.each([
    ["/v1/properties/", "/v1/properties"],
    ["/v1/properties/?op=sale&limit=5", "/v1/properties?op=sale&limit=5"],
    ["/v1/properties/abc123//", "/v1/properties/abc123"],
    ["/v1/parishes/?q=a/b/", "/v1/parishes?q=a/b/"],
    ["/v1/", "/v1"],
  ])("%s is served as %s", (url, served) => {
    expect(apiUrlWithoutTrailingSlash(url)).toBe(served);
  });

  it.each(["/v1/properties", "/v1/properties?next=/x/", "/v1", "/search/", "/", "/v10/", "/api/health/"])(
    "%s is left to Next",
    (url) => {
      expect(apiUrlWithoutTrailingSlash(url)).toBeNull();
    },
  );
});
