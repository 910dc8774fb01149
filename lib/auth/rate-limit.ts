// Sign-in attempt limiter: at most MAX_FAILURES failed password attempts per email + IP
// in a sliding WINDOW_MS. A success clears the counter. It lives in process memory: the
// portal's sign-in runs on every instance behind the load balancer, so the effective
// limit is MAX_FAILURES × instances — still enough to stop online guessing (argon2id
// makes each guess cost ~50 ms of a core as well). See docs/decisions.md, "Portal".
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;
const MAX_TRACKED = 50_000;

const failures = new Map<string, number[]>();

function keyFor(email: string, ip: string): string {
  return `${email.trim().toLowerCase()}|${ip}`;
}

function recent(key: string, now: number): number[] {
  const kept = (failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
  if (kept.length) failures.set(key, kept);
  else failures.delete(key);
  return kept;
}

/** Seconds until another attempt is allowed, or 0 when the attempt may proceed. */
export function signInRetryAfter(email: string, ip: string, now = Date.now()): number {
  const times = recent(keyFor(email, ip), now);
  if (times.length < MAX_FAILURES) return 0;
  return Math.ceil((times[0] + WINDOW_MS - now) / 1000);
}

export function recordSignInFailure(email: string, ip: string, now = Date.now()): void {
  const key = keyFor(email, ip);
  const times = recent(key, now);
  times.push(now);
  failures.set(key, times);
  // Bound memory under a flood of distinct emails: drop the oldest entries first.
  if (failures.size > MAX_TRACKED) {
    const oldest = failures.keys().next().value;
    if (oldest !== undefined) failures.delete(oldest);
  }
}

export function clearSignInFailures(email: string, ip: string): void {
  failures.delete(keyFor(email, ip));
}
