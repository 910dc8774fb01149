// Limits on the account emails, so the forms cannot be used to flood an inbox or to
// probe addresses at speed. They share the sign-in limits' backend (Redis/Upstash when
// configured, in-process otherwise: lib/ratelimit/attempt-limiter.ts).
// - verification email: 3 sends per account per hour (the sign-up's own email included);
// - password reset: 3 requests per address per hour and 10 per client address per hour.
import { AttemptLimiter, sharedBackend } from "@/lib/ratelimit";

const HOUR = 60 * 60_000;
export const VERIFICATION_SENDS_PER_HOUR = 3;
export const RESETS_PER_EMAIL_PER_HOUR = 3;
export const RESETS_PER_IP_PER_HOUR = 10;

type AccountLimits = { verification: AttemptLimiter; resetEmail: AttemptLimiter; resetAddress: AttemptLimiter };
const g = globalThis as unknown as { llarAccountLimits?: AccountLimits };

function accountLimits(): AccountLimits {
  if (g.llarAccountLimits) return g.llarAccountLimits;
  const backend = sharedBackend();
  const prefix = process.env.LLAR_RATE_LIMIT_PREFIX ?? "";
  const make = (name: string, max: number) => new AttemptLimiter(`${prefix}${name}`, max, HOUR, backend);
  g.llarAccountLimits = {
    verification: make("email:verify", VERIFICATION_SENDS_PER_HOUR),
    resetEmail: make("email:reset-to", RESETS_PER_EMAIL_PER_HOUR),
    resetAddress: make("email:reset-from", RESETS_PER_IP_PER_HOUR),
  };
  return g.llarAccountLimits;
}

/** Counts one verification email for the account; seconds to wait, 0 when it may go. */
export async function hitVerificationSend(userId: string): Promise<number> {
  const state = await accountLimits().verification.hit(userId);
  return state.allowed ? 0 : Math.max(1, state.retryAfterSeconds);
}

/** Counts one reset request for the address and the client; seconds to wait, 0 when allowed. */
export async function hitResetRequest(email: string, address: string): Promise<number> {
  const l = accountLimits();
  const [to, from] = await Promise.all([l.resetEmail.hit(email), l.resetAddress.hit(address)]);
  if (to.allowed && from.allowed) return 0;
  return Math.max(1, to.retryAfterSeconds, from.retryAfterSeconds);
}

export function waitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} minute${minutes > 1 ? "s" : ""}.`;
}
