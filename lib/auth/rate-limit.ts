// Attempt limits of the account forms, shared by every instance through the API's
// Redis/Upstash backend when configured (lib/ratelimit/attempt-limiter.ts). Keyed by the
// client address (lib/http/client-address.ts) and by account, so that:
// - one address cannot guess at many accounts (failures per address),
// - one address cannot lock an account for everyone else: the tight limit is per
//   account + address, so a stranger only locks themselves out;
// - many addresses together cannot guess without bound (failures per account, a wide
//   limit); the owner then proves the address with a reset link, which clears it
//   (clearAfterPasswordReset).
//   With no known client address (UNKNOWN_ADDRESS: TRUST_PROXY_HOPS does not match the
//   deployment) the address-keyed sign-in limits are skipped rather than shared by every
//   client, which would let anyone lock everyone out; the per-account limit still holds.
import { UNKNOWN_ADDRESS } from "@/lib/http/client-address";
import { AttemptLimiter, sharedBackend } from "@/lib/ratelimit";

const MINUTE = 60_000;
export const MAX_FAILURES = 5; // per account + address, in WINDOW_MS
export const WINDOW_MS = 15 * MINUTE;
const MAX_FAILURES_PER_ADDRESS = 20; // any accounts, in WINDOW_MS
const MAX_FAILURES_PER_ACCOUNT = 50; // any addresses, in an hour
export const MAX_SIGN_UPS_PER_HOUR = 10; // per address (each costs an argon2id hash)
export const MAX_EMAILS_PER_HOUR = 5; // magic links or reset links to one address
const MAX_EMAIL_REQUESTS_PER_ADDRESS = 20; // such requests from one client, an hour
export const MAX_ENTERPRISE_PER_HOUR = 5; // enterprise requests per address

type Limits = Record<string, AttemptLimiter>;
const g = globalThis as unknown as { llarAuthLimits?: Limits };

function limits(): Limits {
  if (g.llarAuthLimits) return g.llarAuthLimits;
  const b = sharedBackend();
  const prefix = process.env.LLAR_RATE_LIMIT_PREFIX ?? "";
  const make = (name: string, max: number, ms: number) => new AttemptLimiter(`${prefix}${name}`, max, ms, b);
  g.llarAuthLimits = {
    pair: make("sign-in:pair", MAX_FAILURES, WINDOW_MS),
    address: make("sign-in:address", MAX_FAILURES_PER_ADDRESS, WINDOW_MS),
    account: make("sign-in:account", MAX_FAILURES_PER_ACCOUNT, 60 * MINUTE),
    signUp: make("sign-up", MAX_SIGN_UPS_PER_HOUR, 60 * MINUTE),
    emailTo: make("email:to", MAX_EMAILS_PER_HOUR, 60 * MINUTE),
    emailFrom: make("email:from", MAX_EMAIL_REQUESTS_PER_ADDRESS, 60 * MINUTE),
    enterprise: make("enterprise", MAX_ENTERPRISE_PER_HOUR, 60 * MINUTE),
  };
  return g.llarAuthLimits;
}

const account = (email: string) => email.trim().toLowerCase();
const pair = (email: string, address: string) => `${account(email)}|${address}`;

/** Seconds until this sign-in may be tried, or 0. */
export async function signInRetryAfter(email: string, address: string): Promise<number> {
  const l = limits();
  const known = address !== UNKNOWN_ADDRESS;
  const states = await Promise.all([
    l.account.check(account(email)),
    ...(known ? [l.pair.check(pair(email, address)), l.address.check(address)] : []),
  ]);
  return Math.max(...states.map((s) => s.retryAfterSeconds));
}

export async function recordSignInFailure(email: string, address: string): Promise<void> {
  const l = limits();
  const known = address !== UNKNOWN_ADDRESS;
  await Promise.all([
    l.account.hit(account(email)),
    ...(known ? [l.pair.hit(pair(email, address)), l.address.hit(address)] : []),
  ]);
}

/** A successful sign-in forgets this address's failures on the account. */
export async function clearSignInFailures(email: string, address: string): Promise<void> {
  await limits().pair.clear(pair(email, address));
}

/** The owner proved the address (a password reset link): nothing keeps them out. */
export async function clearAfterPasswordReset(email: string, address: string): Promise<void> {
  const l = limits();
  await Promise.all([l.account.clear(account(email)), l.pair.clear(pair(email, address))]);
}

/** Counts a sign-up attempt from `address`; seconds to wait, or 0 when it may proceed. */
export async function hitSignUp(address: string): Promise<number> {
  return (await limits().signUp.hit(address)).retryAfterSeconds;
}

/** Counts a request that emails `email` (magic link, password reset); seconds to wait or 0. */
export async function hitEmailRequest(email: string, address: string): Promise<number> {
  const l = limits();
  const [to, from] = await Promise.all([l.emailTo.hit(account(email)), l.emailFrom.hit(address)]);
  return Math.max(to.retryAfterSeconds, from.retryAfterSeconds);
}

/** Counts an enterprise request from `address`; seconds to wait, or 0. */
export async function hitEnterpriseRequest(address: string): Promise<number> {
  return (await limits().enterprise.hit(address)).retryAfterSeconds;
}

/** "in 3 minutes" / "in 1 minute", for the forms' messages. */
export function inMinutes(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `in ${m} minute${m > 1 ? "s" : ""}`;
}
