// Attempt limits for the forms and for rejected API calls (sign-in failures, sign-ups,
// magic links, password resets, enterprise requests, unknown keys): the same backend as
// the API's per-minute limit (Upstash REST or plain Redis through RedisScriptAdapter), so
// every instance shares one count; the in-process window when neither is configured or
// while Redis is unreachable (fail open, as the API limiter does: rate-limiter.ts).
import { Ratelimit } from "@upstash/ratelimit";
import { MemorySlidingWindow } from "./memory-limiter";
import type { Backend } from "./rate-limiter";

type RedisLike = ConstructorParameters<typeof Ratelimit>[0]["redis"];
export type SharedBackend = { backend: Backend; redis?: unknown; timeoutMs: number };
export type AttemptState = { allowed: boolean; retryAfterSeconds: number; remaining: number };

export class AttemptLimiter {
  private readonly memory: MemorySlidingWindow;
  private readonly redis?: Ratelimit;
  private lastWarning = 0;

  constructor(
    readonly name: string,
    readonly max: number,
    readonly windowMs: number,
    private readonly shared: SharedBackend = { backend: "memory", timeoutMs: 100 },
  ) {
    this.memory = new MemorySlidingWindow(windowMs);
    if (shared.redis && shared.backend !== "memory") {
      this.redis = new Ratelimit({
        redis: shared.redis as RedisLike,
        limiter: Ratelimit.slidingWindow(max, `${windowMs} ms`),
        prefix: `llar:attempts:${name}`,
        analytics: false,
        ephemeralCache: false,
        timeout: 0,
      });
    }
  }

  /** Counts one attempt by `id` and says whether it may proceed. */
  async hit(id: string, now = Date.now()): Promise<AttemptState> {
    const r = await this.shared_(
      () => this.redis!.limit(id),
      () => this.memory.limit(id, this.max, now),
    );
    return this.state(r.success, r.remaining, r.reset, now);
  }

  /** Whether another attempt would be allowed, without counting one. */
  async check(id: string, now = Date.now()): Promise<AttemptState> {
    const r = await this.shared_(
      () => this.redis!.getRemaining(id),
      () => this.memory.remaining(id, this.max, now),
    );
    return this.state(r.remaining > 0, r.remaining, r.reset, now);
  }

  /** Forgets the attempts of `id` (a successful sign-in, an address proved by a reset link). */
  async clear(id: string): Promise<void> {
    this.memory.clear(id);
    if (this.redis)
      await this.shared_(
        () => this.redis!.resetUsedTokens(id),
        () => undefined,
      );
  }

  private state(allowed: boolean, remaining: number, reset: number, now: number): AttemptState {
    return {
      allowed,
      remaining: Math.max(0, remaining),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((reset - now) / 1000)),
    };
  }

  private async shared_<T>(remote: () => Promise<T>, local: () => T): Promise<T> {
    if (!this.redis) return local();
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${this.shared.timeoutMs} ms`)),
          this.shared.timeoutMs,
        );
      });
      return await Promise.race([remote(), timeout]);
    } catch (err) {
      if (Date.now() - this.lastWarning > 30_000) {
        this.lastWarning = Date.now();
        console.warn(
          `[ratelimit] ${this.shared.backend} unreachable for ${this.name} (${(err as Error).message}); using the in-process limit.`,
        );
      }
      return local();
    } finally {
      clearTimeout(timer);
    }
  }
}
