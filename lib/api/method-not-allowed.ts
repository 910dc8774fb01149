// Every /v1 route answers non-GET methods with 405 and the error object (Next.js's own
// 405 has an empty body).
import { CORS_HEADERS } from "./api-headers";
import { errorResponse } from "./errors";

export function methodNotAllowed(request: Pick<Request, "method">): Response {
  return errorResponse("method_not_allowed", `${request.method} is not supported: the API is read-only, use GET.`, {
    ...CORS_HEADERS,
    Allow: "GET, OPTIONS",
  });
}

export const NON_GET_HANDLERS = {
  POST: methodNotAllowed,
  PUT: methodNotAllowed,
  PATCH: methodNotAllowed,
  DELETE: methodNotAllowed,
};
