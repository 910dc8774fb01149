// GET /v1/<anything else> — unknown API paths get the 404 error object (and other
// methods 405), instead of the site's HTML not-found page.
import { CORS_HEADERS, preflightResponse } from "@/lib/api/api-headers";
import { errorResponse } from "@/lib/api/errors";
import { NON_GET_HANDLERS } from "@/lib/api/method-not-allowed";

export const dynamic = "force-dynamic";

export function GET(request: Request): Response {
  const path = new URL(request.url).pathname.slice(0, 100);
  return errorResponse(
    "not_found",
    `No API endpoint at ${path}; see /v1/openapi.json for the endpoints.`,
    CORS_HEADERS,
  );
}

export const OPTIONS = preflightResponse;
export const { POST, PUT, PATCH, DELETE } = NON_GET_HANDLERS;
