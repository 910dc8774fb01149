// Quota accounting in PostgreSQL (docs/decisions.md#quota-counting). One conditional upsert counts a request
// only while the key is under its quota: PostgreSQL re-checks the WHERE against the
// row's latest version under the row lock, so concurrent requests can never push a key
// past its quota, not even by one. Concurrent requests of one key are counted by one such
// statement for the group (quota-batch.ts). Unlimited plans are not counted. The statements
// run on the counter connection (asynchronous commit, pipelined: counter-statements.ts).
// The counting statement also reads the property table's version (the change clock), so
// the handler can serve a cached result of exactly that version without another round
// trip (lib/search/search-properties.ts); unlimited plans read it alone.
import { Prisma } from "@/lib/generated/prisma/client";
import { CLOCK_VERSION_SQL } from "@/lib/search/clock-version";
import { counterRows } from "./counter-statements";
import type { Plan } from "@/lib/plans";
import { countRequest } from "./quota-batch";
import { quotaWindow, type QuotaWindowInfo } from "@/lib/domain/quota-window";

export type QuotaState = {
  allowed: boolean;
  remaining: number | null;
  window: QuotaWindowInfo;
  /** The property table's version read in the same statement (lib/search/clock-version.ts). */
  dataVersion?: string | null;
};

export async function consumeQuota(keyId: string, plan: Plan, now = new Date()): Promise<QuotaState> {
  const window = quotaWindow(plan, now);
  if (window.quota === null) return { allowed: true, remaining: null, window, dataVersion: await readVersion() };
  const counted = await countRequest(keyId, window.id, window.quota);
  if (!counted) return { allowed: false, remaining: 0, window };
  return { allowed: true, remaining: window.quota - counted.count, window, dataVersion: counted.dataVersion };
}

/** Reads the key's quota state and the data version without counting (responses that
 *  do not count: 403, 429, and 304 Not Modified, lib/api/entity-tag.ts). */
export async function peekQuota(keyId: string, plan: Plan, now = new Date()): Promise<QuotaState> {
  const window = quotaWindow(plan, now);
  if (window.quota === null) return { allowed: true, remaining: null, window, dataVersion: await readVersion() };
  const [row] = await counterRows<{ count: number | null; data_version: string | null }>(
    Prisma.sql`SELECT (SELECT count FROM quota_usage WHERE key_id = ${keyId}::uuid AND "window" = ${window.id}) AS count,
      ${CLOCK_VERSION_SQL} AS data_version`,
  );
  const remaining = Math.max(0, window.quota - (row?.count ?? 0));
  return { allowed: remaining > 0, remaining, window, dataVersion: row?.data_version ?? null };
}

/** Unlimited plans count nothing, but their responses still need the version (ETag, result cache). */
async function readVersion(): Promise<string | null> {
  const [row] = await counterRows<{ data_version: string | null }>(
    Prisma.sql`SELECT ${CLOCK_VERSION_SQL} AS data_version`,
  );
  return row?.data_version ?? null;
}

/** Gives a counted request back (the service failed it with a 5xx). */
export async function refundQuota(keyId: string, state: QuotaState): Promise<void> {
  if (state.window.quota === null) return;
  await counterRows(
    Prisma.sql`UPDATE quota_usage SET count = count - 1 WHERE key_id = ${keyId}::uuid AND "window" = ${state.window.id} AND count > 0`,
  );
}
