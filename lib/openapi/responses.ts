// Shared pieces of every operation: the five limit headers, Retry-After, and the error
// responses with one example per error code (docs/api.md#errors).
import type { ResponseConfig } from "@asteasolutions/zod-to-openapi";
import type { HeadersObject } from "openapi3-ts/oas31";
import type { z } from "@/lib/zod";
import { ErrorSchema } from "./schemas";

const LIMIT_HEADER_OBJECTS = {
  "X-RateLimit-Limit": {
    description: "Requests allowed per minute on the plan.",
    schema: { type: "integer" as const, example: 60 },
  },
  "X-RateLimit-Remaining": {
    description: "Requests remaining in the current sliding minute.",
    schema: { type: "integer" as const, example: 57 },
  },
  "X-Quota-Remaining": {
    description:
      "Requests left in the quota window (UTC day on Free, UTC month on paid plans), or `unlimited`. On Free the daily quota is the account's, shared by all its free keys (a revoked key's requests still count that day); a paid key has its own.",
    schema: { type: "string" as const, example: "9876" },
  },
  "X-Quota-Reset": {
    description: "When the quota window resets (RFC 3339).",
    schema: { type: "string" as const, format: "date-time", example: "2026-12-01T00:00:00.000Z" },
  },
  "X-Api-Plan": {
    description: "Plan of the key.",
    schema: { type: "string" as const, enum: ["free", "starter", "pro", "enterprise"], example: "starter" },
  },
};
// Conditional requests (lib/api/entity-tag.ts): every 200 carries a strong ETag.
const ETAG_HEADERS = {
  ETag: {
    description:
      "Strong entity tag of this response: send it back in If-None-Match to get 304 while nothing changed (it changes with any data change).",
    schema: { type: "string" as const, example: '"q3Xk0sU8m1bT2Yc4d5e6f7g8h9i0j1k2"' },
  },
  "Cache-Control": {
    description:
      "Always `private, max-age=0, must-revalidate`: caches may keep the body but must revalidate it with If-None-Match.",
    schema: { type: "string" as const, example: "private, max-age=0, must-revalidate" },
  },
};
const NOT_MODIFIED: ResponseConfig = {
  description:
    "Not modified: If-None-Match named the current ETag. No body. Counts against the per-minute rate limit but not against the quota.",
  headers: { ...ETAG_HEADERS, ...LIMIT_HEADER_OBJECTS },
};
const RETRY_AFTER = {
  "Retry-After": {
    description: "Whole seconds to wait before retrying.",
    schema: { type: "integer" as const, example: 12 },
  },
};

type Example = { code: string; message: string; summary: string };
function errorResponse(description: string, examples: Example[], headers: HeadersObject = {}): ResponseConfig {
  return {
    description,
    headers,
    content: {
      "application/json": {
        schema: ErrorSchema,
        examples: Object.fromEntries(
          examples.map((e) => [e.code, { summary: e.summary, value: { error: { code: e.code, message: e.message } } }]),
        ),
      },
    },
  };
}

const ERRORS = {
  400: errorResponse(
    "Invalid parameter: wrong type, value outside its enum, unknown or repeated parameter (the message names it).",
    [
      {
        code: "invalid_parameter",
        summary: "Invalid parameter",
        message: "minPrice must not be greater than maxPrice.",
      },
    ],
    LIMIT_HEADER_OBJECTS,
  ),
  401: errorResponse(
    "API key missing, unknown or revoked.",
    [
      {
        code: "unauthorized",
        summary: "Missing or unknown key",
        message: "Missing API key: send the header Authorization: Bearer <your key>.",
      },
    ],
    {
      "WWW-Authenticate": {
        description:
          'The bearer challenge: `Bearer realm="llar"`, with `error="invalid_token"` for an unknown or revoked key and `error="invalid_request"` for a malformed header.',
        schema: { type: "string" as const, example: 'Bearer realm="llar", error="invalid_token"' },
      },
    },
  ),
  403: errorResponse(
    "The key's plan does not include this endpoint.",
    [
      {
        code: "plan_required",
        summary: "Plan too low",
        message: "This endpoint needs the Pro plan or above; your key is on Starter. Upgrade on your account page.",
      },
    ],
    LIMIT_HEADER_OBJECTS,
  ),
  404: errorResponse(
    "No such property (a malformed id is also not found).",
    [
      {
        code: "not_found",
        summary: "Unknown property",
        message: 'No property has the id "6f1c2a4e-8d8b-4b7e-9a51-1f0e6f3f2a10".',
      },
    ],
    LIMIT_HEADER_OBJECTS,
  ),
  405: errorResponse("Only GET (and the CORS preflight OPTIONS) is supported.", [
    {
      code: "method_not_allowed",
      summary: "Not GET",
      message: "POST is not supported: the API is read-only, use GET.",
    },
  ]),
  429: {
    description:
      "Per-minute rate limit (`rate_limited`) or plan quota (`quota_exceeded`) exceeded. Requests refused with 401, 403 or 429 do not count against the quota.",
    headers: { ...LIMIT_HEADER_OBJECTS, ...RETRY_AFTER },
    content: {
      "application/json": {
        schema: ErrorSchema,
        examples: {
          rate_limited: {
            summary: "Too many requests this minute",
            value: {
              error: { code: "rate_limited", message: "Rate limit of 60 requests per minute exceeded; retry in 12 s." },
            },
          },
          quota_exceeded: {
            summary: "Quota used up",
            value: {
              error: {
                code: "quota_exceeded",
                message: "The monthly quota of 10000 requests is used up; it resets at 2026-12-01T00:00:00.000Z.",
              },
            },
          },
        },
      },
    },
  } satisfies ResponseConfig,
  500: errorResponse("Unexpected failure (no details are exposed).", [
    {
      code: "internal_error",
      summary: "Internal error",
      message: "Something went wrong on our side; retry, and contact support if it persists.",
    },
  ]),
  503: errorResponse(
    "The database is temporarily unreachable.",
    [
      {
        code: "service_unavailable",
        summary: "Temporarily unavailable",
        message: "The service is temporarily unavailable; retry in a few seconds.",
      },
    ],
    RETRY_AFTER,
  ),
};

export function ok(description: string, schema: z.ZodType): ResponseConfig {
  return {
    description,
    headers: { ...ETAG_HEADERS, ...LIMIT_HEADER_OBJECTS },
    content: { "application/json": { schema } },
  };
}

/** The other responses an operation can give: 304, and errors, always with 401/405/500/503. */
export function errors(...statuses: (400 | 403 | 404 | 429)[]) {
  const picked: Record<string, ResponseConfig> = { 304: NOT_MODIFIED };
  for (const s of [...statuses, 401, 405, 500, 503] as const) picked[String(s)] = ERRORS[s];
  return picked;
}
