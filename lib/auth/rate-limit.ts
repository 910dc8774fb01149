// Attempt limiters for the account forms, in process memory (see docs/decisions.md#sign-in-limiter:
// with N instances the effective bound is N × the limit, still far below what
// online guessing or mass sign-up needs; move to Redis if the portal ever scales out).
// - sign-in: at most 5 failed password attempts per email + IP in a sliding 15 minutes;
//   a success clears the count;
// - sign-up: at most 10 account creations attempted per IP per hour (each costs an
//   argon2id hash).
class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly maxTracked = 50_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.attempts.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (kept.length) this.attempts.set(key, kept);
    else this.attempts.delete(key);
    return kept;
  }

  /** Seconds until another attempt is allowed, or 0 when it may proceed. */
  retryAfter(key: string, now = Date.now()): number {
    const times = this.recent(key, now);
    if (times.length < this.max) return 0;
    return Math.ceil((times[times.length - this.max] + this.windowMs - now) / 1000);
  }

  record(key: string, now = Date.now()): void {
    const times = this.recent(key, now);
    times.push(now);
    this.attempts.set(key, times);
    // Bound memory under a flood of distinct keys: drop the oldest entry first.
    if (this.attempts.size > this.maxTracked) {
      const oldest = this.attempts.keys().next().value;
      if (oldest !== undefined) this.attempts.delete(oldest);
    }
  }

  clear(key: string): void {
    this.attempts.delete(key);
  }
}

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;
const signIn = new AttemptLimiter(MAX_FAILURES, WINDOW_MS);
const signInKey = (email: string, ip: string) => `${email.trim().toLowerCase()}|${ip}`;

export const signInRetryAfter = (email: string, ip: string, now = Date.now()) => signIn.retryAfter(signInKey(email, ip), now);
export const recordSignInFailure = (email: string, ip: string, now = Date.now()) => signIn.record(signInKey(email, ip), now);
export const clearSignInFailures = (email: string, ip: string) => signIn.clear(signInKey(email, ip));

export const MAX_SIGN_UPS_PER_HOUR = 10;
export const signUpLimiter = new AttemptLimiter(MAX_SIGN_UPS_PER_HOUR, 60 * 60_000);
