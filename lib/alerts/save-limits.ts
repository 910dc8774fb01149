// Bounds on anonymous "alert me" requests, each of which mails a confirmation: 3 per
// address and 10 per client address an hour, on the sign-in limits' shared backend
// (lib/ratelimit/attempt-limiter.ts), as the password-reset form does.
import { AttemptLimiter, sharedBackend } from "@/lib/ratelimit";

const HOUR = 60 * 60_000;
type Limits = { to: AttemptLimiter; from: AttemptLimiter };
const g = globalThis as unknown as { llarAlertLimits?: Limits };

function limits(): Limits {
  if (g.llarAlertLimits) return g.llarAlertLimits;
  const backend = sharedBackend();
  const prefix = process.env.LLAR_RATE_LIMIT_PREFIX ?? "";
  g.llarAlertLimits = {
    to: new AttemptLimiter(`${prefix}alerts:confirm-to`, 3, HOUR, backend),
    from: new AttemptLimiter(`${prefix}alerts:confirm-from`, 10, HOUR, backend),
  };
  return g.llarAlertLimits;
}

/** Counts one confirmation mail; true when it may be sent. */
export async function hitConfirmationSend(email: string, clientAddress: string): Promise<boolean> {
  const l = limits();
  const [to, from] = await Promise.all([l.to.hit(email.toLowerCase()), l.from.hit(clientAddress)]);
  return to.allowed && from.allowed;
}
