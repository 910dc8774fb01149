// The delivery queue in PostgreSQL. A worker claims due events in one statement: the
// candidates are locked FOR UPDATE SKIP LOCKED (two workers never pick the same row) and
// leased until timeout + grace, so no other worker takes an event while its delivery can
// still be running, and a crashed worker's event is taken again once the lease runs out.
// An event waits while an earlier change of the same property for the same endpoint is
// still pending, so each receiver gets a property's changes in updated_at order.
import type pg from "pg";
import { PLANS, PLAN_IDS } from "@/lib/plans";

/** Plans whose keys get deliveries: a revoked or downgraded key's queued events wait. */
const WEBHOOK_PLANS = PLAN_IDS.filter((p) => PLANS[p].webhooks);

export type ClaimedEvent = {
  id: string;
  endpoint_id: string;
  type: string;
  payload: string;
  attempts: number;
  url: string;
  secret: string;
};

const RETURNING = "RETURNING e.id, e.endpoint_id, e.type, e.payload, e.attempts, w.url, w.secret";

/** Claims up to `limit` due events for `workerId`, leased for `leaseMs`. */
export async function claimDue(pool: pg.Pool, workerId: string, leaseMs: number, limit = 1): Promise<ClaimedEvent[]> {
  const { rows } = await pool.query<ClaimedEvent>(
    `UPDATE webhook_event e
     SET leased_until = now() + $2::float8 * interval '1 millisecond', leased_by = $1, attempts = e.attempts + 1
     FROM webhook_endpoint w
     WHERE w.id = e.endpoint_id AND e.id IN (
       SELECT c.id FROM webhook_event c JOIN webhook_endpoint cw ON cw.id = c.endpoint_id
         JOIN api_key ck ON ck.id = cw.key_id
       WHERE c.state = 'pending' AND c.next_attempt_at <= now()
         AND (c.leased_until IS NULL OR c.leased_until < now())
         AND cw.disabled_at IS NULL AND ck.revoked_at IS NULL AND ck.plan::text = ANY($4::text[])
         AND NOT EXISTS (
           SELECT 1 FROM webhook_event p
           WHERE p.endpoint_id = c.endpoint_id AND p.property_id = c.property_id
             AND p.state = 'pending' AND p.property_updated_at < c.property_updated_at)
       ORDER BY c.next_attempt_at
       LIMIT $3
       FOR UPDATE OF c SKIP LOCKED)
     ${RETURNING}`,
    [workerId, leaseMs, limit, WEBHOOK_PLANS],
  );
  return rows;
}

/**
 * Claims one given event now, whatever its state or schedule (resend, test event), unless
 * a delivery of it is under way; null then, or when it does not exist.
 */
export async function claimById(
  pool: pg.Pool,
  eventId: string,
  workerId: string,
  leaseMs: number,
): Promise<ClaimedEvent | null> {
  const { rows } = await pool.query<ClaimedEvent>(
    `UPDATE webhook_event e
     SET leased_until = now() + $3::float8 * interval '1 millisecond', leased_by = $2, attempts = e.attempts + 1
     FROM webhook_endpoint w
     WHERE w.id = e.endpoint_id AND e.id IN (
       SELECT c.id FROM webhook_event c
       WHERE c.id = $1 AND (c.leased_until IS NULL OR c.leased_until < now())
       FOR UPDATE OF c SKIP LOCKED)
     ${RETURNING}`,
    [eventId, workerId, leaseMs],
  );
  return rows[0] ?? null;
}
