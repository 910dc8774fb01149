// The one wrapper of every /v1 route (docs/architecture.md#layers, docs/api.md#overview):
//   bearer key → key (SHA-256 lookup, ≤5 s cache) → plan gate (403 plan_required)
//   → per-minute rate limit (429 rate_limited) → quota (429 quota_exceeded)
//   → If-None-Match that matches the ETag: 304 (counts against the rate, not the quota)
//   → quota (429 quota_exceeded) → handler → ETag, Cache-Control, the five limit
//   headers + CORS → error mapping → usage recording.
// Responses rejected with 401/403/429 do not count against the quota; a request the
// service fails with a 5xx is given back. 401 and 403 answers count against the client
// address's limit of rejected calls (rejection-limit.ts), checked before a key lookup
// that would reach the database; a 403 also counts against the key's per-minute limit.
// The 304 check reads the data version with the quota peek (one statement) and never
// runs the handler (lib/api/entity-tag.ts); `If-None-Match: *` is the exception: only the
// handler knows whether the resource exists, so it turns a counted 200 into a 304.
import { PLANS, cheapestPlanFor, planAllows, type Endpoint, type PlanSpec } from "@/lib/plans";
import { getRateLimiter, type RateCheck } from "@/lib/ratelimit";
import { publicOrigin } from "@/lib/http/public-origin";
import { CORS_HEADERS, limitHeaders } from "./api-headers";
import { authenticateKey, type ApiKeyRecord } from "./authenticate-key";
import { consumeQuota, peekQuota, refundQuota, type QuotaState } from "./consume-quota";
import { CACHE_CONTROL, entityTag, ifNoneMatchAny, ifNoneMatchHits } from "./entity-tag";
import { ApiError, errorBody, toApiError } from "./errors";
import { jsonBytes } from "@/lib/http/json-body";
import { secondsUntil } from "@/lib/domain/quota-window";
import { recordUsage } from "./record-usage";
import { clientAddress } from "@/lib/http/client-address";
import { rejectionLimiter } from "./rejection-limit";

type ApiContext = {
  request: Request;
  url: URL;
  key: ApiKeyRecord;
  plan: PlanSpec;
  /** Origin of the public site for `url` fields. */
  baseUrl: string;
  /** The property table's version read when the request was counted (unlimited plans: undefined). */
  dataVersion?: string | null;
  params: Record<string, string | string[] | undefined>;
};
export type ApiHandler = (ctx: ApiContext) => Promise<unknown>;
/** A route's own version beyond the change clock, cheap and in-process (entity-tag.ts). */
export type TagExtra = (url: URL) => string;
export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

const UNAUTHORIZED = {
  missing: "Missing API key: send the header Authorization: Bearer <your key>.",
  malformed: "Malformed Authorization header: use the form Authorization: Bearer <your key>.",
  unknown: "Unknown API key: check the key, or create one on your account page.",
  revoked: "This API key has been revoked: create a new key on your account page.",
};

/** RFC 9110 15.5.2 and RFC 6750 section 3: a 401 names the scheme to use, and why. */
function unauthorized(kind: keyof typeof UNAUTHORIZED): ApiError {
  const error =
    kind === "missing" ? "" : kind === "malformed" ? ', error="invalid_request"' : ', error="invalid_token"';
  return new ApiError("unauthorized", UNAUTHORIZED[kind], { "WWW-Authenticate": `Bearer realm="llar"${error}` });
}

function json(body: unknown, status: number, headers: Record<string, string>): Response {
  return new Response(jsonBytes(body), {
    status,
    headers: { "Content-Type": "application/json", ...CORS_HEADERS, ...headers },
  });
}

function notModified(headers: Record<string, string>): Response {
  return new Response(null, { status: 304, headers: { ...CORS_HEADERS, ...headers, "Cache-Control": CACHE_CONTROL } });
}

function rateLimited(rate: RateCheck): ApiError {
  const wait = secondsUntil(rate.reset);
  return new ApiError("rate_limited", `Rate limit of ${rate.limit} requests per minute exceeded; retry in ${wait} s.`, {
    "Retry-After": String(wait),
  });
}

export function withApiKey(endpoint: Endpoint, handler: ApiHandler, tagExtra?: TagExtra) {
  return async function GET(request: Request, route?: RouteContext): Promise<Response> {
    let key: ApiKeyRecord | undefined;
    let headers: Record<string, string> = {};
    let counted: QuotaState | undefined;
    let response: Response;
    const address = clientAddress(request.headers);
    const rejections = rejectionLimiter(address);
    try {
      let wait = 0;
      const lookup = await authenticateKey(request.headers.get("authorization"), async () => {
        wait = rejections ? (await rejections.check()).retryAfterSeconds : 0;
        return wait === 0;
      });
      if (lookup.kind === "throttled") {
        throw new ApiError("rate_limited", `Too many rejected requests from your address; retry in ${wait} s.`, {
          "Retry-After": String(wait),
        });
      }
      if (lookup.kind !== "found") throw unauthorized(lookup.kind);
      if (lookup.key.revoked) {
        key = lookup.key; // counted in the usage chart as a rejected 401
        throw unauthorized("revoked");
      }
      key = lookup.key;
      const plan = PLANS[key.plan];

      if (!planAllows(key.plan, endpoint)) {
        const [rate, quota] = await Promise.all([
          getRateLimiter().limit(key.plan, key.id),
          peekQuota(key.quotaKeyId, key.plan),
        ]);
        headers = limitHeaders(key.plan, rate, quota);
        if (!rate.success) throw rateLimited(rate);
        const needed = PLANS[cheapestPlanFor(endpoint)].name;
        throw new ApiError(
          "plan_required",
          `This endpoint needs the ${needed} plan or above; your key is on ${plan.name}. Upgrade on your account page.`,
        );
      }

      const rate: RateCheck = await getRateLimiter().limit(key.plan, key.id);
      if (!rate.success) {
        headers = limitHeaders(key.plan, rate, await peekQuota(key.quotaKeyId, key.plan));
        throw rateLimited(rate);
      }

      const url = new URL(request.url);
      const baseUrl = publicOrigin(request.headers, url.origin);
      const tagFor = (dataVersion: string | null | undefined) =>
        entityTag({ dataVersion, url, plan: key!.plan, baseUrl, extra: tagExtra?.(url) });
      const ifNoneMatch = request.headers.get("if-none-match");
      if (ifNoneMatch) {
        const peeked = await peekQuota(key.quotaKeyId, key.plan);
        const tag = tagFor(peeked.dataVersion);
        // Past the quota every request gets 429 (docs/api.md#plans-and-quotas), a 304 too.
        if (peeked.allowed && ifNoneMatchHits(ifNoneMatch, tag)) {
          response = notModified({ ...limitHeaders(key.plan, rate, peeked), ETag: tag });
          recordUsage(key.id, endpoint, 304);
          return response;
        }
      }

      const quota = await consumeQuota(key.quotaKeyId, key.plan);
      headers = limitHeaders(key.plan, rate, quota);
      if (!quota.allowed) {
        const wait = secondsUntil(quota.window.resetAt);
        const span = plan.quotaWindow === "day" ? "daily" : "monthly";
        throw new ApiError(
          "quota_exceeded",
          `The ${span} quota of ${plan.quota} requests is used up; it resets at ${quota.window.resetAt.toISOString()}.`,
          { "Retry-After": String(wait) },
        );
      }
      counted = quota;

      const params = route?.params ? await route.params : {};
      const tag = tagFor(quota.dataVersion);
      const body = await handler({ request, url, key, plan, baseUrl, params, dataVersion: quota.dataVersion });
      // `*` is answered after the handler: an unknown property or a bad query is no match.
      response = ifNoneMatchAny(ifNoneMatch)
        ? notModified({ ...headers, ETag: tag })
        : json(body, 200, { ...headers, ETag: tag, "Cache-Control": CACHE_CONTROL });
    } catch (err) {
      const apiError = toApiError(err);
      response = json(errorBody(apiError.code, apiError.message), apiError.status, { ...headers, ...apiError.headers });
      if (counted && key && apiError.status >= 500) await refundQuota(key.quotaKeyId, counted).catch(() => undefined);
    }
    if (key) recordUsage(key.id, endpoint, response.status);
    if (rejections && (response.status === 401 || response.status === 403)) await rejections.hit();
    return response;
  };
}
