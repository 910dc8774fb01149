// Usage counters for the portal's chart (usage_daily: per key, UTC day, endpoint and
// outcome) and api_key.last_used_at. Counting in memory and flushing every 2 s keeps a
// database write off each request's path; a crash loses at most 2 s of chart counts
// (quota, which is enforced, is counted synchronously in consume-quota.ts).
// last_used_at is written at most once a minute per key.
import { Prisma } from "@/lib/generated/prisma/client";
import { counterRows } from "./counter-statements";

export type Outcome = "ok" | "401" | "403" | "429" | "4xx" | "5xx";

const FLUSH_MS = 2_000;
const LAST_USED_MS = 60_000;
const pending = new Map<string, number>();
const lastUsedWritten = new Map<string, number>();
const usedSinceFlush = new Set<string>();
let timer: NodeJS.Timeout | null = null;

export function outcomeOf(status: number): Outcome {
  if (status < 400) return "ok";
  if (status === 401 || status === 403 || status === 429) return String(status) as Outcome;
  return status < 500 ? "4xx" : "5xx";
}

export function recordUsage(keyId: string, endpoint: string, status: number, now = new Date()): void {
  const k = [keyId, now.toISOString().slice(0, 10), endpoint, outcomeOf(status)].join("|");
  pending.set(k, (pending.get(k) ?? 0) + 1);
  if (status !== 401) usedSinceFlush.add(keyId);
  if (!timer) {
    timer = setTimeout(() => void flushUsage(), FLUSH_MS);
    timer.unref?.();
  }
}

/** Writes the counted usage now (the timer calls it; tests call it to read the table). */
export async function flushUsage(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const batch = [...pending.entries()];
  pending.clear();
  const keys = [...usedSinceFlush].filter((id) => Date.now() - (lastUsedWritten.get(id) ?? 0) >= LAST_USED_MS);
  usedSinceFlush.clear();
  try {
    if (batch.length) {
      const cols = batch.map(([k]) => k.split("|"));
      await counterRows(Prisma.sql`
        INSERT INTO usage_daily (key_id, day, endpoint, outcome, count)
        SELECT * FROM unnest(${cols.map((c) => c[0])}::uuid[], ${cols.map((c) => c[1])}::date[],
          ${cols.map((c) => c[2])}::text[], ${cols.map((c) => c[3])}::text[], ${batch.map(([, n]) => n)}::int[])
        ON CONFLICT (key_id, day, endpoint, outcome) DO UPDATE SET count = usage_daily.count + EXCLUDED.count`);
    }
    if (keys.length) {
      for (const id of keys) lastUsedWritten.set(id, Date.now());
      await counterRows(Prisma.sql`UPDATE api_key SET last_used_at = now() WHERE id = ANY(${keys}::uuid[])`);
    }
  } catch (err) {
    // Keep the counts for the next flush (the database may be briefly down).
    for (const [k, n] of batch) pending.set(k, (pending.get(k) ?? 0) + n);
    if (!timer) {
      timer = setTimeout(() => void flushUsage(), FLUSH_MS * 5);
      timer.unref?.();
    }
    console.warn("[api] usage flush failed:", err instanceof Error ? err.message : err);
  }
}
