// Bearer key → key record, by SHA-256 hash (only hashes are stored). Lookups are cached
// in-process for up to 5 s, found or not, so revocation and plan changes take effect
// within 5 s (docs/api.md#authentication) while a busy key costs one query per 5 s, not per request.
// The cache is LRU-bounded: random keys push out only the least recently used entries.
// `mayQuery` is asked before each database lookup (the per-address limit of rejected
// calls, lib/api/rejection-limit.ts): a refusal answers "throttled" without a query.
import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows } from "@/lib/db/sql";
import { hashApiKey, looksLikeApiKey } from "@/lib/auth/api-keys";
import type { Plan } from "@/lib/plans";
import { LruTtlCache } from "@/lib/cache/lru-ttl";

/**
 * `quotaKeyId`: the key whose quota_usage rows this key counts in. A free key counts in
 * its account's oldest key (revoked or not), so every free key of an account shares one
 * daily quota and a revoked key's requests still count (docs/api.md#plans-and-quotas);
 * a paid key, paid for on its own, counts in itself.
 */
export type ApiKeyRecord = { id: string; plan: Plan; revoked: boolean; quotaKeyId: string };
export type KeyLookup =
  | { kind: "missing" }
  | { kind: "malformed" }
  | { kind: "unknown" }
  | { kind: "throttled" }
  | { kind: "found"; key: ApiKeyRecord };

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
const cache = new LruTtlCache<ApiKeyRecord | null>(MAX_ENTRIES, TTL_MS);

/** The key in `Authorization: Bearer <key>` (scheme case-insensitive), or why not. */
export function bearerToken(header: string | null): { token?: string; problem?: "missing" | "malformed" } {
  if (!header || !header.trim()) return { problem: "missing" };
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  return match ? { token: match[1] } : { problem: "malformed" };
}

export async function authenticateKey(
  authorization: string | null,
  mayQuery?: () => Promise<boolean>,
): Promise<KeyLookup> {
  const { token, problem } = bearerToken(authorization);
  if (problem === "missing") return { kind: "missing" };
  if (!token) return { kind: "malformed" };
  if (!looksLikeApiKey(token)) return { kind: "unknown" };
  const hash = hashApiKey(token);
  const hit = cache.get(hash);
  if (hit !== undefined) return hit ? { kind: "found", key: hit } : { kind: "unknown" };
  if (mayQuery && !(await mayQuery())) return { kind: "throttled" };
  const [row] = await queryRows<ApiKeyRecord>(
    Prisma.sql`SELECT k.id::text AS id, k.plan::text AS plan, k.revoked_at IS NOT NULL AS revoked,
      CASE WHEN k.plan = 'free' THEN (SELECT a.id::text FROM api_key a WHERE a.user_id = k.user_id
        ORDER BY a.created_at, a.id LIMIT 1) ELSE k.id::text END AS "quotaKeyId"
      FROM api_key k WHERE k.hash = ${hash}`,
  );
  const key = row ?? null;
  cache.set(hash, key);
  return key ? { kind: "found", key } : { kind: "unknown" };
}

/** Forget cached lookups (tests that revoke or re-plan a key and must not wait 5 s). */
export function clearKeyCache(): void {
  cache.clear();
}
