// Next.js configuration. The app is served by scripts/start/serve.ts (Next's request
// handler behind our own HTTP server), started by scripts/start.ts, which provides
// DATABASE_URL (a real PostgreSQL or the embedded PGlite server).

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
  // Photos are our own WebP copies, already sized (lib/photos, served at /photos/…): no
  // remote image is ever shown, so the image optimiser has no host to fetch from.
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
