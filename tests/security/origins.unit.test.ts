// Finding: without NEXTAUTH_URL, npm start set AUTH_TRUST_HOST, so emailed sign-in links
// (and Stripe return URLs, canonical URLs, the sitemap) were built from the request's
// Host / X-Forwarded-Host, which a client forges. Production now requires
// PUBLIC_BASE_URL or NEXTAUTH_URL and every absolute URL comes from it.
import { afterEach, describe, expect, it } from "vitest";
import { ensureAuthEnv, localDemoOrigin } from "@/scripts/start/auth-env";
import { appOrigin, isSameOrigin } from "@/lib/billing/same-origin";
import { checkStartupEnv } from "@/lib/http/startup-env";
import { publicOrigin } from "@/lib/http/public-origin";
import { parseConfig } from "@/lib/config";

const forged = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
const saved = { ...process.env };
afterEach(() => {
  for (const k of ["NEXTAUTH_URL", "PUBLIC_BASE_URL", "AUTH_TRUST_HOST", "NEXTAUTH_SECRET"]) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  (process.env as Record<string, string>).NODE_ENV = saved.NODE_ENV ?? "test";
});

describe("npm start's local demo", () => {
  it("never tells next-auth to trust the Host header; links use the demo's own address", () => {
    delete process.env.NEXTAUTH_URL;
    delete process.env.PUBLIC_BASE_URL;
    delete process.env.AUTH_TRUST_HOST;
    process.env.NEXTAUTH_SECRET = "test-secret";
    ensureAuthEnv(() => undefined, 3105, "127.0.0.1");
    expect(process.env.AUTH_TRUST_HOST).toBeUndefined();
    expect(process.env.NEXTAUTH_URL).toBe("http://127.0.0.1:3105");
    expect(localDemoOrigin(3000, "0.0.0.0")).toBe("http://localhost:3000");
  });
});

describe("production", () => {
  it("refuses to start without a configured public origin", () => {
    delete process.env.NEXTAUTH_URL;
    expect(() => checkStartupEnv(parseConfig({ NODE_ENV: "production" }))).toThrow(/PUBLIC_BASE_URL/);
    checkStartupEnv(parseConfig({ NODE_ENV: "production", PUBLIC_BASE_URL: "https://llar.example" }));
    expect(process.env.NEXTAUTH_URL).toBe("https://llar.example"); // next-auth's links follow it
    // A bad value stops the start, named, before anything else runs.
    process.env.PUBLIC_BASE_URL = "ftp://x";
    expect(() => checkStartupEnv()).toThrow(/PUBLIC_BASE_URL must be an absolute http or https URL/);
  });

  it("builds every absolute URL from the configured origin, whatever Host says", () => {
    const env = parseConfig({ NODE_ENV: "production", PUBLIC_BASE_URL: "https://llar.example/" });
    expect(publicOrigin(new Headers(forged), "http://0.0.0.0:3000", env)).toBe("https://llar.example");
    expect(() =>
      publicOrigin(new Headers(forged), "http://0.0.0.0:3000", parseConfig({ NODE_ENV: "production" })),
    ).toThrow(/PUBLIC_BASE_URL/);
  });

  it("gives Stripe return URLs on the configured origin and refuses a forged Origin", () => {
    delete process.env.NEXTAUTH_URL;
    process.env.PUBLIC_BASE_URL = "https://llar.example";
    (process.env as Record<string, string>).NODE_ENV = "production";
    const request = new Request("http://10.0.0.5:3000/api/billing/checkout", {
      method: "POST",
      headers: { ...forged, origin: "https://evil.example" },
    });
    expect(appOrigin(request)).toBe("https://llar.example");
    expect(isSameOrigin(request)).toBe(false);
    const own = new Request("http://10.0.0.5:3000/api/billing/checkout", {
      method: "POST",
      headers: { ...forged, origin: "https://llar.example" },
    });
    expect(isSameOrigin(own)).toBe(true);
  });
});
