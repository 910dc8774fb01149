// Who answers for the personal data (/privacy) and where data requests go (/privacy,
// /contact): the operator of a deployment sets these; the defaults suit the local demo.
// Read per request, so a deployment changes them without rebuilding.
import { SAVED_SEARCH_RETENTION_DAYS } from "@/lib/alerts/prune-saved-searches";

export type DataController = {
  /** The data controller: a person or organisation, with an address if the operator gives one. */
  name: string;
  /** The mailbox for privacy and data requests, separate from the sales form (/enterprise). */
  email: string;
  /** How long the operator keeps server logs, in days (stated on /privacy). */
  logDays: number;
  /** How long an unsubscribed or unconfirmed alert's address is kept (lib/alerts). */
  alertDays: number;
};

export const DEFAULT_CONTROLLER = "Llar (demo)";
export const DEFAULT_PRIVACY_EMAIL = "privacy@llar.ad";

export function dataController(env: Partial<Record<string, string>> = process.env): DataController {
  const logDays = Number(env.PRIVACY_LOG_DAYS);
  return {
    name: env.PRIVACY_CONTROLLER?.trim() || DEFAULT_CONTROLLER,
    email: env.PRIVACY_EMAIL?.trim() || DEFAULT_PRIVACY_EMAIL,
    logDays: Number.isInteger(logDays) && logDays > 0 ? logDays : 30,
    alertDays: SAVED_SEARCH_RETENTION_DAYS,
  };
}
