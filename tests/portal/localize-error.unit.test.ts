// The account code's English answers reach the browser in the reader's language
// (lib/i18n/localize-error.ts). In English the mapping must give back the very words the
// code wrote (so the table and the catalogs stay in step); in the other languages, words
// of their own.
import { readFileSync } from "node:fs";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { NO_PASSWORD_YET } from "@/lib/auth/account-security";
import { TOKEN_PROBLEMS } from "@/lib/auth/account-tokens";
import { waitMessage } from "@/lib/auth/account-limits";
import { WRONG_CREDENTIALS } from "@/lib/auth/authorize";
import { EMAIL_NOT_VERIFIED } from "@/lib/auth/email-verification";
import { RESET_SENT } from "@/lib/auth/password-reset";
import { inMinutes } from "@/lib/auth/rate-limit";
import { EMAIL_TAKEN } from "@/lib/auth/sign-up";
import { localizeError } from "@/lib/i18n/localize-error";
import { MESSAGES } from "@/lib/i18n/messages";
import type { Translator } from "@/lib/i18n/server";
import { parseEndpointInput } from "@/lib/webhooks/endpoint-input";
import { urlProblem } from "@/lib/webhooks/endpoint-url";

const t = (locale: "ca" | "es" | "fr" | "en") =>
  createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translator;

/** Every fixed sentence the account forms can answer with, read from the code itself. */
function literalAnswers(): string[] {
  const files = [
    "lib/auth/sign-up.ts",
    "lib/auth/new-password.ts",
    "lib/auth/password-reset.ts",
    "lib/auth/email-verification.ts",
    "lib/auth/account-security.ts",
    "lib/auth/account-keys.ts",
    "lib/auth/delete-account.ts",
    "lib/auth/authorize.ts",
    "lib/billing/enterprise-request.ts",
    "lib/portal/actions/keys.ts",
    "lib/portal/actions/webhooks.ts",
    "lib/portal/actions/forgot-password.ts",
    "lib/portal/actions/verify-email.ts",
  ];
  return files.flatMap((f) =>
    [...readFileSync(f, "utf8").matchAll(/"([A-Z][^"]*[.)])"/g)].map((m) => m[1]).filter((s) => / /.test(s)),
  );
}

/** As the webhook actions word a WebhookInputError (lib/portal/actions/webhooks.ts). */
const sentence = (refusal: string) => refusal.charAt(0).toUpperCase() + refusal.slice(1) + ".";

/** Every refusal of the endpoint form, produced by the code from bad input, and the ones
 *  lib/webhooks throws about keys, endpoints and events (read from the files, with sample
 *  values in their placeholders). */
function webhookRefusals(): string[] {
  const ok = "https://example.com/llar-webhook";
  const bad: Record<string, string>[] = [
    {},
    { url: `${ok}/${"a".repeat(2100)}` },
    { url: "not a url" },
    { url: "https://user:pass@example.com/hook" },
    { url: "ftp://example.com/hook" },
    { url: ok, operation: "swap" },
    { url: ok, type: "castle" },
    { url: ok, parish: "paris" },
    { url: ok, minPrice: "cheap" },
    { url: ok, maxPrice: "-1" },
    { url: ok, minPrice: "9999999999" },
    { url: ok, minPrice: "200", maxPrice: "100" },
  ];
  const fromInput = bad.map((raw) => {
    try {
      parseEndpointInput(raw);
    } catch (err) {
      return (err as Error).message;
    }
    throw new Error(`accepted ${JSON.stringify(raw)}`);
  });
  const urls = ["http://example.com/hook", "http://localhost:8080/hook"].map((u) => urlProblem(u, false)!);
  const thrown = ["lib/webhooks/endpoints.ts", "lib/webhooks/manual.ts", "lib/webhooks/endpoint-input.ts"].flatMap(
    (f) =>
      [...readFileSync(f, "utf8").matchAll(/WebhookInputError\(\s*(?:"([^"]*)"|`([^`]*)`)/g)].map((m) =>
        (m[1] ?? m[2]).replace(/\$\{([^}]*)\}/g, (_, expr: string) =>
          /MAX/.test(expr) ? "5" : /[Pp]lan/.test(expr) ? "Starter" : "llar_ab12cd34",
        ),
      ),
  );
  return [...fromInput, ...urls, ...thrown].map(sentence);
}

const DYNAMIC = [
  `Too many failed attempts. Try again ${inMinutes(180)}.`,
  `Too many reset requests. ${waitMessage(61)}`,
  `We already sent several emails in the last hour: check your spam folder. ${waitMessage(3600)}`,
  `Too many accounts created from your network. Try again ${inMinutes(30)}.`,
  "Password: at least 12 characters.",
  "New password: at most 256 characters.",
  "You have 10 active keys, the most an account can hold. Revoke one first.",
  "We sent a new link to ana@example.com. It expires in 24 hours.",
  "Webhooks need the Starter plan or above; key llar_ab12cd34 is on Free.",
  "A key can have at most 5 webhook endpoints.",
  '"ftp:/x" is not an absolute URL (e.g. https://example.com/llar-webhook).',
];

/** Answers the portal words differently in English too (one message for the price checks,
 *  the key's absence as on the keys page). */
const isReworded = (a: string) => /^(Min|Max)-price /.test(a) || a === "No such key.";
const REWORDED = ["Min-price must be a whole number of euros.", "Max-price is too large."];

const ANSWERS = [
  ...new Set([
    ...literalAnswers(),
    ...DYNAMIC,
    ...webhookRefusals().filter((a) => !isReworded(a)),
    WRONG_CREDENTIALS,
    EMAIL_TAKEN,
    RESET_SENT,
    EMAIL_NOT_VERIFIED,
    NO_PASSWORD_YET,
    ...Object.values(TOKEN_PROBLEMS),
  ]),
];

describe("localizeError", () => {
  it("reads enough answers from the code to mean something", () => {
    expect(ANSWERS.length).toBeGreaterThan(40);
  });

  it.each(ANSWERS)("gives back the same words in English: %s", (answer) => {
    expect(localizeError(answer, t("en"))).toBe(answer);
  });

  it.each(["ca", "es", "fr"] as const)("translates every answer into %s", (locale) => {
    const untranslated = [...ANSWERS, ...REWORDED, ...webhookRefusals()].filter(
      (a) => localizeError(a, t(locale)) === a,
    );
    expect(untranslated).toEqual([]);
  });

  it("keeps the reason and the wait, in words of the language", () => {
    expect(localizeError(`Too many reset requests. ${waitMessage(61)}`, t("ca"))).toBe(
      "Massa sol·licituds de restabliment. Torna-ho a provar d'aquí a 2 minuts.",
    );
    expect(localizeError("Webhooks need the Starter plan or above; key llar_x is on Free.", t("fr"))).toBe(
      "Les webhooks nécessitent le forfait Starter ou supérieur ; la clé llar_x est au forfait Gratuit.",
    );
  });

  it("reads every webhook refusal, from bad input and from the code", () => {
    const refusals = webhookRefusals();
    expect(refusals).toEqual(
      expect.arrayContaining([
        "The URL is required.",
        "Op must be one of sale, rent, seasonal_rent.",
        "Key llar_ab12cd34 is revoked.",
        "No event llar_ab12cd34.",
      ]),
    );
    expect(refusals.length).toBeGreaterThan(20);
  });

  it("words a delivery that timed out in the reader's language", () => {
    expect(localizeError("no answer within 10000 ms", t("es"))).toBe("sin respuesta en 10000 ms");
    expect(localizeError("no answer within 10000 ms", t("en"))).toBe("no answer within 10000 ms");
  });

  it("leaves an unknown answer as it is rather than lose it", () => {
    expect(localizeError("Something new happened.", t("es"))).toBe("Something new happened.");
  });
});
