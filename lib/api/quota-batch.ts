// The quota counts of one event-loop turn, combined per key (docs/decisions.md#quota-counting).
// Concurrent requests of one key (an integrator fetching in parallel) reach their count in
// the same turn; counted one statement each, every one of them is a write transaction of its
// own on the same row. Here a key's group of n becomes one conditional statement, built just
// before the counter connection's next write (counter-statements.ts), so it leaves in the
// same write the single statements would have:
//   count + n, only if all n fit under the quota (WHERE count + n <= quota); else no row back.
// A group that does not fit (the key is within n of its quota, or past it) is counted one
// request at a time with the single statement, exactly as lone requests are. So each request
// is granted or refused as if counted alone, under the row lock every instance shares; only
// near the quota does a request wait one more round trip.
import { Prisma } from "@/lib/generated/prisma/client";
import { CLOCK_VERSION_SQL } from "@/lib/search/clock-version";
import { atNextCounterWrite, counterRows } from "./counter-statements";

/** A counted request: the key's count including it, and the change clock read with it; null = refused. */
export type Counted = { count: number; dataVersion: string | null } | null;
type Row = { count: number; data_version: string | null };
type Waiter = { resolve: (c: Counted) => void; reject: (err: unknown) => void };
type Group = { id: string; keyId: string; window: string; quota: number; waiters: Waiter[] };

const groups = new Map<string, Group>();
let scheduled = false;
// The count each key was last seen at: a group that cannot fit is counted one at a time
// straight away instead of after a failed combined attempt (a hint only; any value is safe).
const lastCount = new Map<string, number>();

/** Counts one request of `keyId` in quota window `window` (at most `quota` requests). */
export function countRequest(keyId: string, window: string, quota: number): Promise<Counted> {
  return new Promise<Counted>((resolve, reject) => {
    // The quota too: requests of a key whose plan just changed are counted against their own.
    const id = `${keyId}|${window}|${quota}`;
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { id, keyId, window, quota, waiters: [] }));
    group.waiters.push({ resolve, reject });
    if (!scheduled) {
      scheduled = true;
      atNextCounterWrite(countGroups);
    }
  });
}

function countGroups(): void {
  scheduled = false;
  const batch = [...groups.values()];
  groups.clear();
  for (const g of batch) {
    const n = g.waiters.length;
    if (n > 1 && (lastCount.get(g.id) ?? 0) + n <= g.quota) countTogether(g);
    else countEach(g);
  }
}

function remember(g: Group, count: number): void {
  if (lastCount.size >= 10_000) lastCount.clear();
  lastCount.set(g.id, count);
}

function countTogether(g: Group): void {
  const n = g.waiters.length;
  counterRows<Row>(Prisma.sql`
    INSERT INTO quota_usage (key_id, "window", count) VALUES (${g.keyId}::uuid, ${g.window}, ${n}::int)
    ON CONFLICT (key_id, "window") DO UPDATE SET count = quota_usage.count + ${n}::int
      WHERE quota_usage.count + ${n}::int <= ${g.quota}::int
    RETURNING count, ${CLOCK_VERSION_SQL} AS data_version`).then(
    (rows) => {
      if (rows.length === 0) return countEach(g);
      const { count, data_version: dataVersion } = rows[0];
      remember(g, count);
      // In order, as n single statements would have counted them.
      g.waiters.forEach((w, i) => w.resolve({ count: count - n + 1 + i, dataVersion }));
    },
    (err) => g.waiters.forEach((w) => w.reject(err)),
  );
}

function countEach(g: Group): void {
  for (const w of g.waiters) countOne(g).then(w.resolve, w.reject);
}

/** The single statement: counts the request only while the key is under its quota. */
async function countOne(g: Group): Promise<Counted> {
  const rows = await counterRows<Row>(Prisma.sql`
    INSERT INTO quota_usage (key_id, "window", count) VALUES (${g.keyId}::uuid, ${g.window}, 1)
    ON CONFLICT (key_id, "window") DO UPDATE SET count = quota_usage.count + 1
      WHERE quota_usage.count < ${g.quota}
    RETURNING count, ${CLOCK_VERSION_SQL} AS data_version`);
  remember(g, rows[0]?.count ?? g.quota);
  if (rows.length === 0 || rows[0].count > g.quota) return null;
  return { count: rows[0].count, dataVersion: rows[0].data_version };
}
