// The five headers (on every response to a valid key, docs/api.md#headers) and the
// CORS headers of every /v1 response: keys travel in a bearer header, never in cookies,
// so any origin may call the API from a browser and read these headers.
import type { Plan } from "@/lib/plans";
import type { RateCheck } from "@/lib/ratelimit";
import type { QuotaState } from "./consume-quota";

const LIMIT_HEADERS = [
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-Quota-Remaining",
  "X-Quota-Reset",
  "X-Api-Plan",
] as const;

export const CORS_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": [...LIMIT_HEADERS, "Retry-After", "ETag"].join(", "),
};

export function limitHeaders(plan: Plan, rate: RateCheck, quota: QuotaState): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(rate.limit),
    "X-RateLimit-Remaining": String(Math.max(0, rate.remaining)),
    "X-Quota-Remaining": quota.remaining === null ? "unlimited" : String(quota.remaining),
    "X-Quota-Reset": quota.window.resetAt.toISOString(),
    "X-Api-Plan": plan,
  };
}

/** OPTIONS preflight: 204, GET only, the Authorization header allowed, cached a day. */
export function preflightResponse(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...CORS_HEADERS,
      "Access-Control-Allow-Methods": "GET, OPTIONS",
      "Access-Control-Allow-Headers": "Authorization, Content-Type, If-None-Match",
      "Access-Control-Max-Age": "86400",
      Allow: "GET, OPTIONS",
    },
  });
}
