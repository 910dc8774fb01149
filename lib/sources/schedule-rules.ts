// When a source is pulled again after failures, and how long a pull may hold its job.

/** The backoff's ceiling: a source failing for days is still tried a few times a day. */
const BACKOFF_CAP_SECONDS = 6 * 3600;

/** After this many failures in a row the operators are mailed (notify-operators.ts). */
export const FAILURES_BEFORE_MAIL = 3;

/**
 * After the n-th failure in a row: one interval, then two, four… (doubling), capped at six
 * hours or the interval if that is longer.
 */
export function nextAfterFailure(at: Date, everySeconds: number, failuresInARow: number): Date {
  const doubled = everySeconds * 2 ** Math.min(failuresInARow - 1, 20);
  const delay = Math.min(doubled, Math.max(everySeconds, BACKOFF_CAP_SECONDS));
  return new Date(at.getTime() + delay * 1000);
}

/** A pull's job lease in the queue; a pull still "running" after it died with its worker. */
export const STALE_RUN_MS = 60 * 60_000;
