// Why the account code (lib/auth, lib/billing, lib/webhooks, lib/portal) refused or failed:
// a code and its values, never a sentence. Each code is a message of the `errors` namespace
// (lib/i18n/messages/errors), which the portal shows in the reader's language and the CLI
// in English (lib/i18n/refusal-text.ts). The table below is the one list of codes and of
// the values each carries; the catalog test holds every language's messages to it.
import type { Plan } from "@/lib/plans";

/** What a value is: a number (counts, limits, minutes), words as given, or a plan id the
 *  message names in the reader's language. */
type ParamKind = "number" | "text" | "plan";

const NONE = {} as const;
const WAIT = { minutes: "number" } as const;

export const REFUSAL_PARAMS = {
  sessionExpired: NONE,
  serverError: NONE,
  mailFailed: NONE,
  mailOff: NONE,
  accountGone: NONE,
  wrongCredentials: NONE,
  enterCredentials: NONE,
  tooManyAttempts: WAIT,
  tooManyAccounts: WAIT,
  tooManyRequests: WAIT,
  tooManyResets: WAIT,
  tooManyWrongPasswords: WAIT,
  tooManyEmails: WAIT,
  nameMax: { max: "number" },
  nameRequired: NONE,
  emailInvalid: { example: "text" },
  emailTaken: NONE,
  passwordMin: { min: "number" },
  passwordMax: { max: "number" },
  newPasswordMin: { min: "number" },
  newPasswordMax: { max: "number" },
  newPasswordSame: NONE,
  confirmDiffers: NONE,
  currentWrong: NONE,
  deletePasswordWrong: NONE,
  deleteEmailWrong: NONE,
  deleteStripeDown: NONE,
  noPassword: NONE,
  resetSent: NONE,
  verifySent: { email: "text" },
  // No mail server under `npm start`: the link went to the server log (lib/auth/mailer.ts).
  resetLogged: NONE,
  verifyLogged: { email: "text" },
  alreadyConfirmed: NONE,
  confirmFirst: NONE,
  linkInvalid: NONE,
  linkExpired: NONE,
  linkUsed: NONE,
  keyNameRequired: NONE,
  keyMissing: NONE,
  keyRevoked: NONE,
  tooManyKeys: { count: "number" },
  tooManyNewKeys: NONE,
  companyRequired: NONE,
  companyMax: { max: "number" },
  messageMin: NONE,
  messageMax: NONE,
  chooseKey: NONE,
  urlRequired: NONE,
  urlTooLong: { max: "number" },
  urlNotAbsolute: { url: "text" },
  urlCredentials: NONE,
  urlHttps: NONE,
  urlHttpsOrLocal: NONE,
  urlLocalDevOnly: NONE,
  urlNotPublic: NONE,
  notOneOf: { field: "text", values: "text" },
  priceWhole: NONE,
  priceRange: NONE,
  invalidEndpoint: NONE,
  webhookPlan: { plan: "plan", prefix: "text", current: "plan" },
  tooManyEndpoints: { max: "number" },
  keyPrefixRevoked: { prefix: "text" },
  noEndpoint: { id: "text" },
  noEvent: { id: "text" },
  endpointDisabled: NONE,
  eventBusy: NONE,
  noTestProperty: NONE,
  tooManySends: NONE,
  // A delivery's result (lib/webhooks/send.ts), shown in the deliveries table.
  deliveryRefused: NONE,
  deliveryNoHost: NONE,
  deliveryTls: NONE,
  deliveryReset: NONE,
  deliveryFailed: NONE,
  deliveryNotPublic: NONE,
  deliveryTimeout: { ms: "number" },
  deliveryStatus: { status: "number" },
} as const satisfies Record<string, Record<string, ParamKind>>;

type Table = typeof REFUSAL_PARAMS;
export type RefusalCode = keyof Table;

type Value<K extends ParamKind> = K extends "number" ? number : K extends "plan" ? Plan : string;
type ParamsOf<C extends RefusalCode> = { -readonly [P in keyof Table[C]]: Value<Table[C][P] & ParamKind> };

/** A code with the values its message needs (none for most). */
export type Refusal = {
  [C in RefusalCode]: keyof Table[C] extends never ? { code: C; params?: undefined } : { code: C; params: ParamsOf<C> };
}[RefusalCode];

export const REFUSAL_CODES = Object.keys(REFUSAL_PARAMS) as RefusalCode[];

export function isRefusal(value: unknown): value is Refusal {
  if (typeof value !== "object" || value === null) return false;
  const { code, params } = value as { code?: unknown; params?: unknown };
  if (typeof code !== "string" || !Object.hasOwn(REFUSAL_PARAMS, code)) return false;
  const spec: Record<string, ParamKind> = REFUSAL_PARAMS[code as RefusalCode];
  const names = Object.keys(spec);
  if (names.length === 0) return params === undefined;
  if (typeof params !== "object" || params === null) return false;
  const given = params as Record<string, unknown>;
  return (
    Object.keys(given).length === names.length &&
    names.every((n) => (spec[n] === "number" ? Number.isFinite(given[n]) : typeof given[n] === "string"))
  );
}

/** Minutes to wait, rounded up, never 0: the value of the rate limits' codes. */
export const waitMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** A refusal thrown through code that only passes errors on (next-auth's authorize, the
 *  webhook and key operations). Its message is the refusal as JSON, which next-auth hands
 *  the sign-in form as is. */
export class RefusalError extends Error {
  constructor(readonly refusal: Refusal) {
    super(JSON.stringify(refusal));
  }
}

/** The refusal a RefusalError's message carries, or null for any other text. */
export function parseRefusal(message: unknown): Refusal | null {
  if (typeof message !== "string") return null;
  try {
    const value: unknown = JSON.parse(message);
    return isRefusal(value) ? value : null;
  } catch {
    return null;
  }
}

/** A zod check's message that carries a refusal; parseRefusal reads it back from the issue. */
export const refusalMessage = (refusal: Refusal) => JSON.stringify(refusal);
