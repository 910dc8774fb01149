import { describe, expect, it } from "vitest";
import { requestOrigin } from "@/lib/http/request-origin";

const h = (init: Record<string, string>) => new Headers(init);

describe("requestOrigin", () => {
  it("uses the Host the client sent, with the fallback's scheme", () => {
    expect(requestOrigin(h({ host: "localhost:3300" }), "http://0.0.0.0:3300")).toBe("http://localhost:3300");
  });

  it("prefers X-Forwarded-Host and an http(s) X-Forwarded-Proto", () => {
    const headers = h({ host: "10.0.0.5:3000", "x-forwarded-host": "llar.ad", "x-forwarded-proto": "https, http" });
    expect(requestOrigin(headers, "http://0.0.0.0:3000")).toBe("https://llar.ad");
    expect(requestOrigin(h({ host: "llar.ad", "x-forwarded-proto": "javascript" }), "http://x")).toBe("http://llar.ad");
    expect(requestOrigin(h({ host: "[::1]:3000" }), "http://x")).toBe("http://[::1]:3000");
  });

  it("falls back when the host is missing or not a plain host name", () => {
    expect(requestOrigin(h({}), "http://localhost:3000")).toBe("http://localhost:3000");
    for (const host of ["evil.com/path", "a b", "evil.com@x", "x:port"]) {
      expect(requestOrigin(h({ host }), "http://localhost:3000"), host).toBe("http://localhost:3000");
    }
  });
});
