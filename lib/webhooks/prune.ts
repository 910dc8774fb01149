// Finished events (and their delivery log, by cascade) are kept 30 days: long enough to
// inspect and resend from the portal, short enough that the tables stay small. Pending
// events are never pruned. The worker runs this at most once an hour.
import type pg from "pg";

const RETENTION_DAYS = 30;

export async function pruneFinishedEvents(pool: pg.Pool, days = RETENTION_DAYS): Promise<number> {
  const res = await pool.query(
    `DELETE FROM webhook_event WHERE state <> 'pending' AND created_at < now() - $1::int * interval '1 day'`,
    [days],
  );
  return res.rowCount ?? 0;
}
