// The account code (lib/auth, lib/webhooks, lib/billing) answers in English: the logs, the
// CLI and its tests read those words. The portal's actions pass each answer through here
// on its way to the browser, to show it in the reader's language (errors.* messages).
// An answer not listed stays in English rather than disappear.
import { PLANS, type Plan } from "@/lib/plans";
import type { Translator } from "./server";

type Key = Parameters<Translator>[0];
type Rule = [RegExp, (t: Translator, m: RegExpExecArray) => string];

const EXACT: Record<string, Key> = {
  "Your session has expired. Sign in again.": "errors.sessionExpired",
  "Something went wrong on our side. Try again in a moment.": "errors.serverError",
  "We could not send the email. Try again in a moment.": "errors.mailFailed",
  "Email is not configured on this server (EMAIL_SERVER is not set), so no link can be sent. Ask its operator.":
    "errors.mailOff",
  "This account no longer exists.": "errors.accountGone",
  "Wrong email or password.": "auth.signIn.errors.CredentialsSignin",
  "Enter your email and password.": "errors.enterCredentials",
  "Too many failed attempts.": "errors.tooManyAttempts",
  "Too many accounts created from your network.": "errors.tooManyAccounts",
  "Too many requests from your network.": "errors.tooManyRequests",
  "Too many reset requests.": "errors.tooManyResets",
  "Too many wrong passwords.": "errors.tooManyWrongPasswords",
  "We already sent several emails in the last hour: check your spam folder.": "errors.tooManyEmails",
  "Name: tell us who you are.": "errors.nameRequired",
  "Email: an account with this address already exists. Sign in instead.": "errors.emailTaken",
  "New password: choose one different from the current password.": "errors.newPasswordSame",
  "Confirm: the two passwords differ.": "errors.confirmDiffers",
  "Current password: that is not your current password.": "errors.currentWrong",
  "Password: that is not your password. Nothing was deleted.": "errors.deletePasswordWrong",
  "Email: type your account's address exactly. Nothing was deleted.": "errors.deleteEmailWrong",
  "Stripe could not be reached to cancel your subscriptions. Nothing was deleted: try again in a moment.":
    "errors.deleteStripeDown",
  "Your account has no password: you sign in by email link or GitHub/Google. To add one, use “Forgot your password?” on the sign-in page.":
    "errors.noPassword",
  "If an account uses that address, we sent it a link to reset the password. It expires in 1 hour.": "errors.resetSent",
  "Your address is already confirmed.": "errors.alreadyConfirmed",
  "Confirm your email address first: open the link we emailed you, or send a new one from this page.":
    "errors.confirmFirst",
  "Name: give the key a name, e.g. the app that will use it.": "errors.keyNameRequired",
  "That key does not exist.": "errors.keyMissing",
  "That key has been revoked.": "errors.keyRevoked",
  "Company: the organisation the key is for.": "errors.companyRequired",
  "Message: a sentence or two about your use (at least 10 characters).": "errors.messageMin",
  "Message: at most 5,000 characters.": "errors.messageMax",
  "Choose a key.": "errors.chooseKey",
  "No such key.": "errors.keyMissing",
  "The URL must use https.": "errors.urlHttps",
  "The URL must use https (or http to localhost or 127.0.0.1).": "errors.urlHttpsOrLocal",
  "The URL must not contain a user name or password.": "errors.urlCredentials",
  "Min-price must not be above max-price.": "errors.priceRange",
  "This event is being delivered right now; try again in a few seconds.": "errors.eventBusy",
  "There is no property yet to put in a test event.": "errors.noTestProperty",
  "The URL is required.": "errors.urlRequired",
  "Localhost URLs are accepted in development only.": "errors.urlLocalDevOnly",
  "Invalid endpoint.": "errors.invalidEndpoint",
  "The URL must point to a public internet address.": "errors.urlNotPublic",
  "Too many test events and resends for this endpoint; try again in a few minutes.": "errors.tooManySends",
  "This endpoint is disabled; enable it first.": "errors.endpointDisabled",
  "You created the most keys a day allows. Try again tomorrow.": "errors.tooManyNewKeys",
  // A delivery's result (lib/webhooks/send.ts), shown in the deliveries table.
  "connection refused": "errors.deliveryRefused",
  "host name not found": "errors.deliveryNoHost",
  "TLS error": "errors.deliveryTls",
  "connection reset": "errors.deliveryReset",
  "connection failed": "errors.deliveryFailed",
  "not a public internet address": "errors.deliveryNotPublic",
  "This link is not valid. It may be incomplete, or a newer email replaced it: use the most recent one.":
    "auth.tokenProblems.invalid",
  "This link has expired. Ask for a new one.": "auth.tokenProblems.expired",
  "This link has already been used. Ask for a new one if you still need it.": "auth.tokenProblems.used",
};

const planId = (name: string): Plan | undefined => (Object.keys(PLANS) as Plan[]).find((p) => PLANS[p].name === name);
const plan = (t: Translator, name: string) => {
  const id = planId(name);
  return id ? t(`plans.names.${id}`) : name;
};

const RULES: Rule[] = [
  [
    /^(Name|Company): at most (\d+) characters\.$/,
    (t, m) => t(m[1] === "Name" ? "errors.nameMax" : "errors.companyMax", { max: m[2] }),
  ],
  [/^Email: enter an address like (\S+)\.$/, (t, m) => t("errors.emailInvalid", { example: m[1] })],
  [
    /^(Password|New password): at (least|most) (\d+) characters\.$/,
    (t, m) => {
      const key =
        m[1] === "Password"
          ? m[2] === "least"
            ? "errors.passwordMin"
            : "errors.passwordMax"
          : m[2] === "least"
            ? "errors.newPasswordMin"
            : "errors.newPasswordMax";
      return t(key, { min: m[3], max: m[3] });
    },
  ],
  [/^We sent a new link to (.+)\. It expires in 24 hours\.$/, (t, m) => t("errors.verifySent", { email: m[1] })],
  [
    /^You have (\d+) active keys, the most an account can hold\. Revoke one first\.$/,
    (t, m) => t("errors.tooManyKeys", { count: m[1] }),
  ],
  [
    /^"(.*)" is not an absolute URL \(e\.g\. https:\/\/example\.com\/llar-webhook\)\.$/,
    (t, m) => t("errors.urlNotAbsolute", { url: m[1] }),
  ],
  [
    /^(Min|Max)-price (must be a whole number of euros|must be 0 or more|is too large)\.$/,
    (t) => t("errors.priceWhole"),
  ],
  [
    /^Webhooks need the (\w+) plan or above; key (\S+) is on (\w+)\.$/,
    (t, m) => t("errors.webhookPlan", { plan: plan(t, m[1]), prefix: m[2], current: plan(t, m[3]) }),
  ],
  [/^A key can have at most (\d+) webhook endpoints\.$/, (t, m) => t("errors.tooManyEndpoints", { max: m[1] })],
  [/^The URL is longer than (\d+) characters\.$/, (t, m) => t("errors.urlTooLong", { max: m[1] })],
  [
    /^(Op|Type|Parish) must be one of (.+)\.$/,
    (t, m) => t("errors.notOneOf", { field: m[1].toLowerCase(), values: m[2] }),
  ],
  [/^Key (\S+) is revoked\.$/, (t, m) => t("errors.keyPrefixRevoked", { prefix: m[1] })],
  [/^No webhook endpoint (\S+)\.$/, (t, m) => t("errors.noEndpoint", { id: m[1] })],
  [/^No event (\S+)\.$/, (t, m) => t("errors.noEvent", { id: m[1] })],
  // A delivery's result, not a refusal: shown in the deliveries table and after a test.
  [/^no answer within (\d+) ms$/, (t, m) => t("errors.noAnswer", { ms: m[1] })],
];

export function localizeError(message: string, t: Translator): string {
  // "Too many reset requests. Try again in 3 minutes.": the reason, then when to retry.
  const retry = /^(.*?)\s*Try again in (\d+) minutes?\.$/.exec(message);
  if (retry) {
    const reason = retry[1] ? `${localizeError(retry[1], t)} ` : "";
    return `${reason}${t("errors.retry", { minutes: Number(retry[2]) })}`;
  }
  const key = EXACT[message];
  if (key) return t(key);
  for (const [re, render] of RULES) {
    const m = re.exec(message);
    if (m) return render(t, m);
  }
  return message;
}
