// Finding: no security headers at all (no CSP, no frame-ancestors / X-Frame-Options, no
// nosniff, no Referrer-Policy, no HSTS): /account/keys could be framed and two lured
// clicks revoke a key. Pages now get a nonce-based CSP from proxy.ts; every response
// gets the static headers from next.config.js; /v1 keeps CORS * and sets no cookie.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config.js";
import { config, proxy } from "@/proxy";
import { callApi } from "../support/api-client";

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

describe("pages", () => {
  it.each(["/", "/account/keys", "/search?op=sale", "/docs", "/properties/x?lang=ca"])(
    "%s gets a nonce-based CSP that forbids framing",
    (path) => {
      const response = proxy(new NextRequest(`http://llar.test${path}`));
      const csp = response.headers.get("content-security-policy") ?? "";
      const d = directives(csp);
      const nonce = /'nonce-([A-Za-z0-9+/=]{16,})'/.exec(csp)?.[1];
      expect(nonce).toBeDefined();
      expect(d.get("script-src")).toContain("'strict-dynamic'");
      expect(d.get("script-src")).not.toContain("'unsafe-inline'");
      expect(d.get("script-src")).not.toContain("'unsafe-eval'");
      expect(d.get("frame-ancestors")).toEqual(["'none'"]);
      expect(d.get("object-src")).toEqual(["'none'"]);
      expect(d.get("worker-src")).toEqual(["'self'", "blob:"]);
      // Photos are served from our origin: no other host's image may load (third review, N8).
      expect(d.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
      // Next reads the policy (and its nonce) from the request it renders.
      expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
      expect(response.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    },
  );

  it("a fresh nonce per request", () => {
    const a = proxy(new NextRequest("http://llar.test/")).headers.get("content-security-policy");
    const b = proxy(new NextRequest("http://llar.test/")).headers.get("content-security-policy");
    expect(a).not.toBe(b);
  });

  it("HSTS only over https", () => {
    expect(proxy(new NextRequest("http://llar.test/")).headers.get("strict-transport-security")).toBeNull();
    const tls = proxy(new NextRequest("http://llar.test/", { headers: { "x-forwarded-proto": "https" } }));
    expect(tls.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}/);
  });

  it("the proxy leaves /v1 and /api alone", () => {
    const pattern = new RegExp(`^${config.matcher[0]}$`);
    expect(pattern.test("/account/keys")).toBe(true);
    expect(pattern.test("/v1/properties")).toBe(false);
    expect(pattern.test("/api/billing/webhook")).toBe(false);
  });
});

describe("every response", () => {
  it("gets nosniff, Referrer-Policy, X-Frame-Options and Permissions-Policy", async () => {
    const rules = await nextConfig.headers!();
    const all = rules.find((r) => r.source === "/:path*" && !r.has)!;
    const h = Object.fromEntries(all.headers.map((x) => [x.key.toLowerCase(), x.value]));
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["x-frame-options"]).toBe("DENY");
    expect(h["permissions-policy"]).toMatch(/camera=\(\)/);
    const hsts = rules.find((r) => r.has?.some((c) => c.key === "x-forwarded-proto" && c.value === "https"));
    expect(hsts?.headers[0].key).toBe("Strict-Transport-Security");
  });

  it("/v1 keeps CORS * and sets no cookie", async () => {
    const r = await callApi("/v1/parishes", { key: "llar_" + "x".repeat(40) });
    expect(r.headers.get("access-control-allow-origin")).toBe("*");
    expect(r.headers.get("set-cookie")).toBeNull();
  });
});
