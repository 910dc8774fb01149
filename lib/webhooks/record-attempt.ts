// Writes the outcome of one attempt: the delivery log row, the event's new state
// (delivered, retry at a later time, or given up once its retry window is over) and the
// endpoint's health. An endpoint that has seen nothing but failures for the whole retry
// window is disabled, and so is one that timed out `maxTimeouts` times in a row; the
// caller then tells its owner (notify-disabled.ts). Every attempt ends the endpoint's
// lease (queue.ts); a timeout also pauses the endpoint, doubling with each consecutive
// one, so a slow receiver holds no worker meanwhile. Any answer, even an error status,
// resets the count: a fast failure costs the others nothing. An answer that took more than
// half the timeout pauses the endpoint for as long as it took, so a receiver answering just
// in time uses a loop at most half the time, and its owner is held to one loop meanwhile (queue.ts).
import type pg from "pg";
import { retryDelayMs, type WebhookTiming } from "./config";
import type { ClaimedEvent } from "./queue";
import { isTimeoutError, type SendResult } from "./send";

/** `scheduled`: a worker's attempt (failures are retried); `manual`: a resend or test from the portal or CLI. */
export type AttemptKind = "scheduled" | "manual" | "test";

export type AttemptOutcome = { state: "delivered" | "pending" | "failed"; disabledEndpoint: boolean };

export async function recordAttempt(
  pool: pg.Pool,
  event: ClaimedEvent,
  workerId: string,
  result: SendResult,
  timing: WebhookTiming,
  kind: AttemptKind = "scheduled",
): Promise<AttemptOutcome> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO webhook_delivery (event_id, ok, response_code, latency_ms, error, manual) VALUES ($1, $2, $3, $4, $5, $6)`,
      [event.id, result.ok, result.status, result.latencyMs, result.error, kind !== "scheduled"],
    );
    let state: AttemptOutcome["state"];
    const timedOut = isTimeoutError(result.error);
    const slowMs = !timedOut && result.latencyMs * 2 > timing.timeoutMs ? result.latencyMs : null;
    const { rows: health } = await client.query<{ timeouts: number }>(
      `UPDATE webhook_endpoint SET leased_until = NULL,
         timeouts = CASE WHEN $2 THEN timeouts + 1 ELSE 0 END,
         paused_until = CASE WHEN $2
           THEN now() + LEAST($4::float8, $3::float8 * power(2, LEAST(timeouts, 30))) * interval '1 millisecond'
           WHEN $5::float8 IS NOT NULL THEN now() + $5::float8 * interval '1 millisecond'
           ELSE NULL END
       WHERE id = $1 RETURNING timeouts`,
      [event.endpoint_id, timedOut, timing.retryBaseMs, timing.retryMaxMs, slowMs],
    );
    let disabled = false;
    if (timedOut && (health[0]?.timeouts ?? 0) >= timing.maxTimeouts) {
      const off = await client.query(
        "UPDATE webhook_endpoint SET disabled_at = now() WHERE id = $1 AND disabled_at IS NULL RETURNING id",
        [event.endpoint_id],
      );
      disabled = (off.rowCount ?? 0) > 0;
    }
    if (result.ok) {
      await client.query(
        `UPDATE webhook_event SET state = 'delivered', delivered_at = now(), leased_until = NULL WHERE id = $1 AND leased_by = $2`,
        [event.id, workerId],
      );
      await client.query("UPDATE webhook_endpoint SET failing_since = NULL WHERE id = $1", [event.endpoint_id]);
      state = "delivered";
    } else {
      const delay = retryDelayMs(event.attempts, timing);
      // A manual resend keeps the event's schedule; a test event is never retried.
      const { rows } = await client.query<{ state: AttemptOutcome["state"]; gave_up: boolean }>(
        `UPDATE webhook_event SET leased_until = NULL,
           state = CASE WHEN $3 = 'test' THEN 'failed'
                        WHEN $3 = 'manual' THEN state
                        WHEN now() + $4::float8 * interval '1 millisecond' > created_at + $5::float8 * interval '1 millisecond' THEN 'failed'
                        ELSE 'pending' END,
           next_attempt_at = CASE WHEN $3 = 'scheduled' THEN now() + $4::float8 * interval '1 millisecond' ELSE next_attempt_at END
         WHERE id = $1 AND leased_by = $2
         RETURNING state, (state = 'failed' AND $3 = 'scheduled') AS gave_up`,
        [event.id, workerId, kind, delay, timing.retryWindowMs],
      );
      state = rows[0]?.state ?? "pending";
      const gaveUp = rows[0]?.gave_up ?? false;
      await client.query("UPDATE webhook_endpoint SET failing_since = COALESCE(failing_since, now()) WHERE id = $1", [
        event.endpoint_id,
      ]);
      // Disabled when failing for a whole window, or when an event was given up and the
      // endpoint has not succeeded once since that event's first attempt.
      const off = await client.query(
        `UPDATE webhook_endpoint SET disabled_at = now()
         WHERE id = $1 AND disabled_at IS NULL AND failing_since IS NOT NULL
           AND (failing_since <= now() - $2::float8 * interval '1 millisecond'
                OR ($3 AND failing_since <= (SELECT min(attempted_at) FROM webhook_delivery WHERE event_id = $4)))
         RETURNING id`,
        [event.endpoint_id, timing.retryWindowMs, gaveUp, event.id],
      );
      disabled ||= (off.rowCount ?? 0) > 0;
    }
    await client.query("COMMIT");
    return { state, disabledEndpoint: disabled };
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
