// The process's rate limiter, built once from the environment (see rate-limiter.ts).
// LLAR_RATE_LIMIT_PER_MINUTE overrides every plan's limit: for load benchmarks only
// (docs/benchmarks.md#api), so that the limiter still runs but does not reject.
import { Redis as IORedis } from "ioredis";
import { Redis as UpstashRedis } from "@upstash/redis";
import { ApiRateLimiter } from "./rate-limiter";
import { RedisScriptAdapter } from "./redis-adapter";
import type { SharedBackend } from "./attempt-limiter";
import { config, type Config } from "@/lib/config";

export { ApiRateLimiter, type RateCheck } from "./rate-limiter";
export { RedisScriptAdapter, stripLuaShebang } from "./redis-adapter";
export { AttemptLimiter, type SharedBackend } from "./attempt-limiter";

const g = globalThis as unknown as { llarRateLimiter?: ApiRateLimiter; llarSharedBackend?: SharedBackend };

/** A plain-Redis client tuned to fail fast: commands are not retried, and a command
 *  issued while (re)connecting waits at most for the limiter's own timeout. */
export function createRedisClient(url: string): IORedis {
  // Auto-pipelining sends the commands of concurrent requests issued in one event-loop turn
  // in one socket write: a write to a socket is one of the costliest steps of a request.
  const client = new IORedis(url, { maxRetriesPerRequest: 0, connectTimeout: 1_000, enableAutoPipelining: true });
  let last = 0;
  client.on("error", (err: Error) => {
    if (Date.now() - last < 30_000) return;
    last = Date.now();
    console.warn(`[ratelimit] Redis connection error: ${err.message}`);
  });
  return client;
}

function createRateLimiterFromEnv(env: Config = config): ApiRateLimiter {
  const override = env.LLAR_RATE_LIMIT_PER_MINUTE;
  const perMinute = override ? () => override : undefined;
  if (env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN) {
    const redis = new UpstashRedis({ url: env.UPSTASH_REDIS_REST_URL, token: env.UPSTASH_REDIS_REST_TOKEN });
    return new ApiRateLimiter({ backend: "upstash", redis, perMinute, timeoutMs: 500 });
  }
  if (env.REDIS_URL) {
    return new ApiRateLimiter({
      backend: "redis",
      redis: new RedisScriptAdapter(createRedisClient(env.REDIS_URL)),
      perMinute,
    });
  }
  return new ApiRateLimiter({ backend: "memory", perMinute });
}

export function getRateLimiter(): ApiRateLimiter {
  g.llarRateLimiter ??= createRateLimiterFromEnv();
  return g.llarRateLimiter;
}

/** Replaces the process's limiter (tests that need other limits or a stopped Redis). */
export function setRateLimiter(limiter: ApiRateLimiter): void {
  g.llarRateLimiter = limiter;
}

/** The Redis (or Upstash) connection the attempt limiters share, from the environment:
 *  one per process, separate from the API limiter's so tests can replace either. */
export function sharedBackend(env: Config = config): SharedBackend {
  if (g.llarSharedBackend) return g.llarSharedBackend;
  if (env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN) {
    const redis = new UpstashRedis({ url: env.UPSTASH_REDIS_REST_URL, token: env.UPSTASH_REDIS_REST_TOKEN });
    g.llarSharedBackend = { backend: "upstash", redis, timeoutMs: 1_000 };
  } else if (env.REDIS_URL) {
    g.llarSharedBackend = {
      backend: "redis",
      redis: new RedisScriptAdapter(createRedisClient(env.REDIS_URL)),
      timeoutMs: 1_000,
    };
  } else {
    g.llarSharedBackend = { backend: "memory", timeoutMs: 1_000 };
  }
  return g.llarSharedBackend;
}
