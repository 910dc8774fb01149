// Delivery timing. Defaults (lib/config) are the product's promise (docs/decisions.md#retry-give-up-disable): a 5 s
// timeout (5 timeouts in a row disable the endpoint), exponential backoff with jitter from 1 minute, capped at 6 hours between
// attempts, for 3 days. Tests and operators override them through the environment
// (WEBHOOK_*_MS) or WebhookWorker's constructor options.
import { config, type Config } from "@/lib/config";

export type WebhookTiming = {
  /** Abort a delivery after this long (counts as a failure). */
  timeoutMs: number;
  /** Delay before the first retry; doubles with each further failure. */
  retryBaseMs: number;
  /** Longest delay between two attempts. */
  retryMaxMs: number;
  /** Retry an event for this long after it was created; the same span of nothing but failures disables its endpoint. */
  retryWindowMs: number;
  /** A claimed event stays leased this long beyond the timeout, so a crashed worker's event is retried after it. */
  leaseGraceMs: number;
  /** How often an idle worker looks for new changes and due events. */
  pollMs: number;
  /** Consecutive timeouts after which an endpoint is disabled (its owner is mailed). */
  maxTimeouts: number;
};

/** The environment's timing (its defaults when unset), then `overrides`. */
export function webhookTiming(overrides: Partial<WebhookTiming> = {}, env: Config = config): WebhookTiming {
  return {
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
    retryMaxMs: env.WEBHOOK_RETRY_MAX_MS,
    retryWindowMs: env.WEBHOOK_RETRY_WINDOW_MS,
    leaseGraceMs: env.WEBHOOK_LEASE_GRACE_MS,
    pollMs: env.WEBHOOK_POLL_MS,
    maxTimeouts: env.WEBHOOK_MAX_TIMEOUTS,
    ...overrides,
  };
}

/**
 * Delay before the attempt after `failures` failed ones: base·2^(failures−1) capped at
 * max, then "equal jitter" (half fixed, half random) so receivers that failed together
 * are not retried together.
 */
export function retryDelayMs(
  failures: number,
  timing: Pick<WebhookTiming, "retryBaseMs" | "retryMaxMs">,
  random = Math.random,
): number {
  const exp = Math.min(timing.retryMaxMs, timing.retryBaseMs * 2 ** Math.max(0, Math.min(failures - 1, 40)));
  return Math.round(exp / 2 + random() * (exp / 2));
}
