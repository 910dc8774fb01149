// Account emails (verification, password reset, confirmations) go to EMAIL_SERVER. The
// local demo must work without one: its links are printed to this log instead
// (LLAR_MAIL_TO_LOG, read by lib/auth/mailer.ts). A deployment that does not go through
// `npm start` gets no such fallback.
import { config, setEnv } from "@/lib/config";
export function ensureMailEnv(log: (m: string) => void): void {
  if (config.EMAIL_SERVER) return;
  setEnv("LLAR_MAIL_TO_LOG", "1");
  log("Email is off (EMAIL_SERVER is not set): verification and reset links are printed to this log");
}
