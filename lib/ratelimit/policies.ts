// Every attempt limit of the app in one table: what is limited, how many attempts in
// which sliding window, keyed on what. The limiters share one backend (Redis/Upstash
// when configured, in-process otherwise: attempt-limiter.ts), one per policy per process.
// Per-address keys use addressBucket(): an IPv6 client is one /64 (the block a single
// customer line gets), so rotating through its 2^64 addresses does not multiply a limit.
import ipaddr from "ipaddr.js";
import { UNKNOWN_ADDRESS } from "@/lib/http/client-address";
import { AttemptLimiter } from "./attempt-limiter";
import { sharedBackend } from "./index";
import { config } from "@/lib/config";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Policy = { limit: number; windowMs: number; key: string };

export const POLICIES = {
  "sign-in:pair": { limit: 5, windowMs: 15 * MINUTE, key: "account + client address" },
  // Every attempt counts here, successes too (counted before the password is checked), so
  // the bar is sized for a shared address (an office, a NAT); the pair and account limits
  // stop guessing at one account.
  "sign-in:address": { limit: 100, windowMs: 15 * MINUTE, key: "client address" },
  "sign-in:account": { limit: 50, windowMs: HOUR, key: "account" },
  "sign-up": { limit: 10, windowMs: HOUR, key: "client address" },
  "email:to": { limit: 5, windowMs: HOUR, key: "recipient (magic links)" },
  "email:from": { limit: 20, windowMs: HOUR, key: "client address (magic links)" },
  "email:verify": { limit: 3, windowMs: HOUR, key: "account (verification mails)" },
  "email:reset-to": { limit: 3, windowMs: HOUR, key: "recipient (password resets)" },
  "email:reset-from": { limit: 10, windowMs: HOUR, key: "client address (password resets)" },
  "alerts:confirm-to": { limit: 3, windowMs: HOUR, key: "recipient (alert confirmations)" },
  "alerts:confirm-from": { limit: 10, windowMs: HOUR, key: "client address (alert confirmations)" },
  enterprise: { limit: 5, windowMs: HOUR, key: "client address" },
  "account:delete": { limit: 5, windowMs: 15 * MINUTE, key: "account (password checks)" },
  "webhooks:send": { limit: 5, windowMs: 10 * MINUTE, key: "endpoint (test events and resends)" },
  "api:rejected": { limit: 30, windowMs: MINUTE, key: "client address (401 and 403 answers)" },
} as const satisfies Record<string, Policy>;

export type PolicyName = keyof typeof POLICIES;

const g = globalThis as unknown as { llarAttemptLimiters?: Map<PolicyName, AttemptLimiter> };

/** The process's limiter of one policy (LLAR_RATE_LIMIT_PREFIX keeps test runs apart). */
export function attemptLimiter(name: PolicyName): AttemptLimiter {
  g.llarAttemptLimiters ??= new Map();
  let limiter = g.llarAttemptLimiters.get(name);
  if (!limiter) {
    const { limit, windowMs } = POLICIES[name];
    limiter = new AttemptLimiter(`${config.LLAR_RATE_LIMIT_PREFIX}${name}`, limit, windowMs, sharedBackend());
    g.llarAttemptLimiters.set(name, limiter);
  }
  return limiter;
}

/** Counts one attempt against each (policy, key); seconds until all would allow it, or 0. */
export async function hitAll(hits: [PolicyName, string][]): Promise<number> {
  const states = await Promise.all(hits.map(([name, id]) => attemptLimiter(name).hit(id)));
  return Math.max(0, ...states.map((s) => (s.allowed ? 0 : Math.max(1, s.retryAfterSeconds))));
}

/**
 * The per-address hit of `name` for a client, or none when its address is unknown
 * (TRUST_PROXY_HOPS does not match the deployment): one bucket shared by every client would
 * let one lock everyone out. The per-recipient and per-account limits still hold then.
 */
export function perAddress(name: PolicyName, address: string): [PolicyName, string][] {
  return address === UNKNOWN_ADDRESS ? [] : [[name, addressBucket(address)]];
}

/** The per-address key of a client: the address itself for IPv4, its /64 for IPv6. */
export function addressBucket(address: string): string {
  if (!ipaddr.IPv6.isValid(address) || ipaddr.IPv4.isValid(address)) return address;
  const v6 = ipaddr.IPv6.parse(address);
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${v6.toString()}/64`);
  return `${prefix.toString()}/64`;
}
