// GET /v1/openapi.json — the OpenAPI 3.1 description of the API (public, no key needed),
// generated from the same zod schemas that validate requests (lib/openapi).
import { CORS_HEADERS, preflightResponse } from "@/lib/api/api-headers";
import { NON_GET_HANDLERS } from "@/lib/api/method-not-allowed";
import { servedOpenApiDocument } from "@/lib/openapi/document";

export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json(servedOpenApiDocument(), {
    headers: { ...CORS_HEADERS, "Cache-Control": "public, max-age=300" },
  });
}

export const OPTIONS = preflightResponse;
export const { POST, PUT, PATCH, DELETE } = NON_GET_HANDLERS;
