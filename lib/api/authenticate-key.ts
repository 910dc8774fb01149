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

export type ApiKeyRecord = { id: string; plan: Plan; revoked: boolean };
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
    Prisma.sql`SELECT id::text AS id, plan::text AS plan, revoked_at IS NOT NULL AS revoked FROM api_key WHERE hash = ${hash}`,
  );
  const key = row ?? null;
  cache.set(hash, key);
  return key ? { kind: "found", key } : { kind: "unknown" };
}

/** Forget cached lookups (tests that revoke or re-plan a key and must not wait 5 s). */
export function clearKeyCache(): void {
  cache.clear();
}
