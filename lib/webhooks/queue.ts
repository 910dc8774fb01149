// The delivery queue in PostgreSQL. A worker claims a due event in one statement: the
// candidate event and its endpoint are locked FOR UPDATE SKIP LOCKED (two workers never
// pick the same row) and both are leased until timeout + grace, so no other worker takes
// the event while its delivery can still be running, and a crashed worker's event is
// taken again once the lease runs out. Fairness (docs/api.md#webhooks):
// - at most one attempt in flight per endpoint (the endpoint's lease; a second claimer
//   that raced the first re-checks the locked endpoint row and skips it);
// - at most `perCustomer` attempts in flight per account, so one customer's slow
//   receivers hold a share of the workers, never all of them;
// - an endpoint that timed out, or answered in more than half the timeout, waits out its
//   pause (record-attempt.ts) before the next try, and while one of an account's endpoints
//   is paused that account gets one attempt in flight, not `perCustomer`: receivers
//   answering just under the timeout never time out, and two accounts of them would
//   otherwise hold every loop.
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
  /** The secret before a rotation, while it still signs (null otherwise). */
  previous_secret: string | null;
};

const RETURNING = `RETURNING e.id, e.endpoint_id, e.type, e.payload, e.attempts, w.url, w.secret,
  CASE WHEN w.previous_secret_until > now() THEN w.previous_secret END AS previous_secret`;

/** A live endpoint of a live key on a plan with webhooks: the same for the worker and for resend / test. */
const DELIVERABLE = `cw.disabled_at IS NULL AND ck.revoked_at IS NULL AND ck.plan::text = ANY($4::text[])
  AND (cw.leased_until IS NULL OR cw.leased_until < now())`;

const LEASE = `now() + $3::float8 * interval '1 millisecond'`;

/** Leases the picked event and its endpoint; `pick` selects (id, endpoint_id) FOR UPDATE OF c, cw. */
function claimStatement(pick: string): string {
  return `WITH pick AS (${pick}),
     lease_endpoint AS (
       UPDATE webhook_endpoint le SET leased_until = ${LEASE} FROM pick WHERE le.id = pick.endpoint_id RETURNING le.id)
     UPDATE webhook_event e
     SET leased_until = ${LEASE}, leased_by = $2, attempts = e.attempts + 1
     FROM pick, webhook_endpoint w
     WHERE e.id = pick.id AND w.id = pick.endpoint_id
     ${RETURNING}`;
}

/**
 * Claims the next due event for `workerId`, leased for `leaseMs`; none when every due one
 * must wait. Claims run one at a time (a transaction-level advisory lock taken before the
 * claim's snapshot): the per-customer count must see the leases of every claim before it,
 * or loops that free up together would each see room and take the same customer's events.
 * A claim is one short statement, so this costs milliseconds, not throughput.
 */
export async function claimDue(
  pool: pg.Pool,
  workerId: string,
  leaseMs: number,
  perCustomer: number,
): Promise<ClaimedEvent | null> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock(hashtext('llar:webhook-claim'))");
    const event = await claimNext(client, workerId, leaseMs, perCustomer);
    await client.query("COMMIT");
    return event;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

async function claimNext(
  client: pg.PoolClient,
  workerId: string,
  leaseMs: number,
  perCustomer: number,
): Promise<ClaimedEvent | null> {
  const { rows } = await client.query<ClaimedEvent>(
    claimStatement(`
       SELECT c.id, c.endpoint_id FROM webhook_event c
         JOIN webhook_endpoint cw ON cw.id = c.endpoint_id
         JOIN api_key ck ON ck.id = cw.key_id
       WHERE c.state = 'pending' AND c.next_attempt_at <= now()
         AND (c.leased_until IS NULL OR c.leased_until < now())
         AND ${DELIVERABLE}
         AND (cw.paused_until IS NULL OR cw.paused_until <= now())
         AND (SELECT count(*) FROM webhook_endpoint bw JOIN api_key bk ON bk.id = bw.key_id
              WHERE bk.user_id = ck.user_id AND bw.leased_until > now())
           < CASE WHEN EXISTS (
               SELECT 1 FROM webhook_endpoint sw JOIN api_key sk ON sk.id = sw.key_id
               WHERE sk.user_id = ck.user_id AND sw.disabled_at IS NULL AND sw.paused_until > now())
             THEN 1 ELSE $1::int END
         AND NOT EXISTS (
           SELECT 1 FROM webhook_event p
           WHERE p.endpoint_id = c.endpoint_id AND p.property_id = c.property_id
             AND p.state = 'pending' AND p.property_updated_at < c.property_updated_at)
       ORDER BY c.next_attempt_at
       LIMIT 1
       FOR UPDATE OF c, cw SKIP LOCKED`),
    [perCustomer, workerId, leaseMs, WEBHOOK_PLANS],
  );
  return rows[0] ?? null;
}

/**
 * How long a manual claim waits for the rows' locks. A worker's claim and the fan-out
 * (fan-out.ts) lock the endpoint row for a statement or a short transaction; skipping it
 * then, as workers skip each other, refused a user's resend or test event as "being
 * delivered" while nothing was. A delivery under way is the endpoint's lease, not its lock.
 */
const MANUAL_LOCK_TIMEOUT_MS = 5_000;

/**
 * Claims one given event now, whatever its state or schedule (resend, test event), if its
 * key is live and on a plan with webhooks, its endpoint enabled and no delivery to that
 * endpoint is under way; null otherwise, when it does not exist, or when its rows stay
 * locked past MANUAL_LOCK_TIMEOUT_MS.
 */
export async function claimById(
  pool: pg.Pool,
  eventId: string,
  workerId: string,
  leaseMs: number,
): Promise<ClaimedEvent | null> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(`SET LOCAL lock_timeout = ${MANUAL_LOCK_TIMEOUT_MS}`);
    // Locked rows are waited for, then the conditions read again on their new versions
    // (READ COMMITTED): a lease taken meanwhile still refuses the claim.
    const { rows } = await client.query<ClaimedEvent>(
      claimStatement(`
       SELECT c.id, c.endpoint_id FROM webhook_event c
         JOIN webhook_endpoint cw ON cw.id = c.endpoint_id
         JOIN api_key ck ON ck.id = cw.key_id
       WHERE c.id = $1 AND (c.leased_until IS NULL OR c.leased_until < now()) AND ${DELIVERABLE}
       FOR UPDATE OF c, cw`),
      [eventId, workerId, leaseMs, WEBHOOK_PLANS],
    );
    await client.query("COMMIT");
    return rows[0] ?? null;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    if ((err as { code?: string }).code === "55P03") return null; // lock_not_available
    throw err;
  } finally {
    client.release();
  }
}
