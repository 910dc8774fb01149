// Who answers for the personal data (/privacy) and where data requests go (/privacy,
// /contact): the operator of a deployment sets these; the defaults suit the local demo.
// Read per request, so a deployment changes them without rebuilding.
import { SAVED_SEARCH_RETENTION_DAYS } from "@/lib/alerts/prune-saved-searches";
import { config, type Config } from "@/lib/config";

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

export function dataController(env: Config = config): DataController {
  return {
    name: env.PRIVACY_CONTROLLER,
    email: env.PRIVACY_EMAIL,
    logDays: env.PRIVACY_LOG_DAYS,
    alertDays: SAVED_SEARCH_RETENTION_DAYS,
  };
}
