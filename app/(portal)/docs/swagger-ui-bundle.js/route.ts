// Serves swagger-ui-react's own prebuilt browser bundle (swagger-ui-bundle.js, UMD).
// Why not `import SwaggerUI from "swagger-ui-react"`: under Turbopack (Next 16's bundler)
// its ES entry fails on OpenAPI 3.1 documents with "refract is not a function"
// (swagger-api/swagger-ui#10599), and /v1/openapi.json is 3.1. The prebuilt bundle of the
// same package and version works; components/portal/swagger-docs.tsx loads it on demand.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { withoutMainLandmarks } from "@/lib/portal/swagger-bundle-landmarks";

export const runtime = "nodejs";

let cached: Promise<{ body: string; etag: string }> | undefined;

async function load() {
  const dir = path.join(process.cwd(), "node_modules", "swagger-ui-react");
  const [body, pkg] = await Promise.all([
    readFile(path.join(dir, "swagger-ui-bundle.js"), "utf8"),
    readFile(path.join(dir, "package.json"), "utf8"),
  ]);
  const patched = withoutMainLandmarks(body);
  // A new Swagger UI that renders <main> differently would bring the second landmark back.
  if (patched.replaced === 0) console.warn("[docs] Swagger UI bundle: no <main> element found to rewrite");
  const version = (JSON.parse(pkg) as { version: string }).version;
  return { body: patched.body, etag: `"swagger-ui-react-${version}-sections"` };
}

export async function GET(request: Request): Promise<Response> {
  cached ??= load();
  const { body, etag } = await cached;
  const headers = {
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": "public, max-age=86400",
    ETag: etag,
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
