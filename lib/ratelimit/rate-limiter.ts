// Per-minute rate limits per plan (docs/api.md#rate-limits): @upstash/ratelimit's sliding
// window of 60 s, keyed by the API key's id, one Ratelimit per plan. Backend by
// environment: Upstash REST (UPSTASH_REDIS_REST_URL + _TOKEN), a plain Redis through
// RedisScriptAdapter (REDIS_URL), or the in-process limiter when neither is set.
// Redis unreachable or slow → fail OPEN to the in-process limiter (a warning is logged
// at most every 30 s): an outage of the limiter must not take the API down, and the
// per-process limiter still bounds abuse while Redis is away.
import { Ratelimit } from "@upstash/ratelimit";
import { PLANS, type Plan } from "@/lib/plans";
import { MemorySlidingWindow, type LimitResult } from "./memory-limiter";
import { RedisScriptAdapter } from "./redis-adapter";

export type Backend = "upstash" | "redis" | "memory";
export type RateCheck = LimitResult & { backend: Backend };
type RedisLike = ConstructorParameters<typeof Ratelimit>[0]["redis"];

export type RateLimiterOptions = {
  backend: Backend;
  redis?: RedisLike | RedisScriptAdapter;
  /** Per-minute limits by plan; defaults to PLANS (tests and benchmarks may raise them). */
  perMinute?: (plan: Plan) => number;
  /** How long to wait for Redis before failing open. */
  timeoutMs?: number;
  warn?: (message: string) => void;
};

const WINDOW_MS = 60_000;

export class ApiRateLimiter {
  readonly backend: Backend;
  private readonly perMinute: (plan: Plan) => number;
  private readonly timeoutMs: number;
  private readonly memory = new MemorySlidingWindow(WINDOW_MS);
  private readonly limiters = new Map<Plan, Ratelimit>();
  private readonly warn: (message: string) => void;
  private lastWarning = 0;
  /** The first call also waits for the connection to be established (up to 1 s). */
  private connected = false;

  constructor(private readonly opts: RateLimiterOptions) {
    this.backend = opts.redis ? opts.backend : "memory";
    this.perMinute = opts.perMinute ?? ((plan) => PLANS[plan].ratePerMinute);
    this.timeoutMs = opts.timeoutMs ?? 100;
    this.warn = opts.warn ?? ((m) => console.warn(m));
  }

  private limiterFor(plan: Plan): Ratelimit {
    let rl = this.limiters.get(plan);
    if (!rl) {
      rl = new Ratelimit({
        redis: this.opts.redis as RedisLike,
        limiter: Ratelimit.slidingWindow(this.perMinute(plan), "60 s"),
        prefix: `llar:rl:${plan}`,
        analytics: false,
        ephemeralCache: false, // remaining counts must be exact, not a local guess
        timeout: 0, // we time out ourselves, to fall back instead of letting requests pass unlimited
      });
      this.limiters.set(plan, rl);
    }
    return rl;
  }

  /** Counts one request of `keyId` and says whether it may pass. */
  async limit(plan: Plan, keyId: string): Promise<RateCheck> {
    if (this.backend !== "memory") {
      try {
        const r = await withTimeout(this.limiterFor(plan).limit(keyId), this.wait());
        this.connected = true;
        return {
          success: r.success,
          limit: r.limit,
          remaining: Math.max(0, r.remaining),
          reset: r.reset,
          backend: this.backend,
        };
      } catch (err) {
        this.failOpen(err);
      }
    }
    return { ...this.memory.limit(`${plan}:${keyId}`, this.perMinute(plan)), backend: "memory" };
  }

  /** The current state without counting a request (headers of 403 responses). */
  async peek(plan: Plan, keyId: string): Promise<RateCheck> {
    if (this.backend !== "memory") {
      try {
        const r = await withTimeout(this.limiterFor(plan).getRemaining(keyId), this.wait());
        this.connected = true;
        return {
          success: r.remaining > 0,
          limit: r.limit,
          remaining: Math.max(0, r.remaining),
          reset: r.reset,
          backend: this.backend,
        };
      } catch (err) {
        this.failOpen(err);
      }
    }
    return { ...this.memory.remaining(`${plan}:${keyId}`, this.perMinute(plan)), backend: "memory" };
  }

  private wait(): number {
    return this.connected ? this.timeoutMs : Math.max(this.timeoutMs, 1_000);
  }

  private failOpen(err: unknown) {
    const now = Date.now();
    if (now - this.lastWarning < 30_000) return;
    this.lastWarning = now;
    const reason = err instanceof Error ? err.message : String(err);
    this.warn(`[ratelimit] ${this.backend} unreachable (${reason}); failing open to the in-process limiter.`);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
