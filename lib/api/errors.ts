// The API's error codes and their HTTP statuses (docs/api.md#errors): the one table every
// response goes through. Handlers throw ApiError; anything else becomes 503 when the
// database is unreachable and 500 otherwise, never with a stack trace or SQL.
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { InvalidParameterError } from "@/lib/search/errors";

export const ERROR_STATUS = {
  invalid_parameter: 400,
  unauthorized: 401,
  plan_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  rate_limited: 429,
  quota_exceeded: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function errorBody(code: ErrorCode, message: string) {
  return { error: { code, message } };
}

export function errorResponse(code: ErrorCode, message: string, headers: HeadersInit = {}): Response {
  return Response.json(errorBody(code, message), { status: ERROR_STATUS[code], headers });
}

/** Any thrown value → the ApiError to answer with (logging what the client must not see). */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof InvalidParameterError) return new ApiError("invalid_parameter", err.message);
  if (isDatabaseUnavailable(err)) {
    console.error("[api] database unavailable:", err instanceof Error ? err.message : err);
    return new ApiError("service_unavailable", "The service is temporarily unavailable; retry in a few seconds.", {
      "Retry-After": "5",
    });
  }
  console.error("[api] unexpected error:", err);
  return new ApiError("internal_error", "Something went wrong on our side; retry, and contact support if it persists.");
}
