// One claimed event, sent and recorded; shared by the worker and by resend / test event.
import type pg from "pg";
import { logText } from "@/lib/i18n/refusal-text";
import type { WebhookTiming } from "./config";
import { sendDisabledNotice } from "./notify-disabled";
import type { ClaimedEvent } from "./queue";
import { recordAttempt, type AttemptKind, type AttemptOutcome } from "./record-attempt";
import { sendEvent, type SendResult } from "./send";

export async function deliverClaimed(
  pool: pg.Pool,
  event: ClaimedEvent,
  workerId: string,
  timing: WebhookTiming,
  kind: AttemptKind = "scheduled",
): Promise<AttemptOutcome & { result: SendResult }> {
  const secrets = [event.secret, ...(event.previous_secret ? [event.previous_secret] : [])];
  const result = await sendEvent(event.url, secrets, event.payload, event.id, event.type, timing.timeoutMs);
  const outcome = await recordAttempt(pool, event, workerId, result, timing, kind);
  if (outcome.disabledEndpoint) {
    await sendDisabledNotice(pool, event.endpoint_id).catch((err) =>
      console.error(`[webhooks] could not notify the owner of ${event.endpoint_id}: ${logText(err)}`),
    );
  }
  return { ...outcome, result };
}
