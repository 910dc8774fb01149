// Limits on the account emails, so the forms cannot be used to flood an inbox or to
// probe addresses at speed. They use the portal's attempt limiter (lib/auth/rate-limit.ts).
// - verification email: 3 sends per account per hour (the sign-up's own email included);
// - password reset: 3 requests per address per hour and 10 per client address per hour.
import { AttemptLimiter } from "./rate-limit";

const HOUR = 60 * 60_000;
export const VERIFICATION_SENDS_PER_HOUR = 3;
export const RESETS_PER_EMAIL_PER_HOUR = 3;
export const RESETS_PER_IP_PER_HOUR = 10;

export const verificationSendLimiter = new AttemptLimiter(VERIFICATION_SENDS_PER_HOUR, HOUR);
export const resetPerEmailLimiter = new AttemptLimiter(RESETS_PER_EMAIL_PER_HOUR, HOUR);
export const resetPerIpLimiter = new AttemptLimiter(RESETS_PER_IP_PER_HOUR, HOUR);

export function waitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} minute${minutes > 1 ? "s" : ""}.`;
}
