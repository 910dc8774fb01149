// Next.js configuration. The app is served by scripts/start/serve.ts (Next's request
// handler behind our own HTTP server), started by scripts/start.ts, which provides
// DATABASE_URL (a real PostgreSQL or the embedded PGlite server).

import { photoRemotePatterns } from "./lib/site/photo-hosts.js";

// Headers of every response (pages, /v1, /api, files). Pages also get the nonce-based
// Content-Security-Policy from proxy.ts, and HSTS when served over https.
const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Old browsers without CSP frame-ancestors; nothing here is meant to be framed.
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Server-only packages with native parts or wasm that must not be bundled.
  serverExternalPackages: ["@node-rs/argon2", "pg", "ioredis", "@prisma/adapter-pg"],
  // Photos from the sources' known hosts go through the image optimiser; any other host is
  // shown unoptimised, straight from the source (docs/decisions.md#photos).
  images: { remotePatterns: photoRemotePatterns(), minimumCacheTTL: 86400 },
  // The location pictures read their basemap from disk at run time (lib/geo/basemap-index.ts).
  outputFileTracingIncludes: { "/properties/**": ["./data/picture-basemap/*.json.gz"] },
  // Type checking runs as its own step of `npm test` (tsc --noEmit over the whole repo).
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      // A TLS-terminating proxy says the request came over https: tell browsers to stay there.
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }],
      },
    ];
  },
};

export default nextConfig;
