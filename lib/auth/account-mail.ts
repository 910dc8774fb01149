// The account emails' wording, one function per message, in the language of the page the
// request came from (mail.* in lib/i18n/messages). Plain text: every client shows it, and
// a link in plain text cannot hide where it goes.
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import type { Mail } from "./mailer";

/** The request's language; English outside a request (scripts, tests), where there is no
 *  page to follow. */
export async function mailLocale(): Promise<Locale> {
  try {
    const { getI18n } = await import("@/lib/i18n/server");
    return (await getI18n()).locale;
  } catch {
    return "en";
  }
}

async function compose(
  to: string,
  kind: "verify" | "verified" | "reset" | "passwordReset" | "passwordChanged" | "signedOutEverywhere" | "deleted",
  parts: { link?: string; notYou?: boolean },
): Promise<Mail> {
  const locale = await mailLocale();
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "mail" });
  const m = MESSAGES[locale].mail[kind];
  const paragraphs = [
    t(`${kind}.text`, { to }),
    parts.link,
    "after" in m ? t(`${kind}.after` as "verify.after") : undefined,
    parts.notYou ? t("notYou") : undefined,
    t("signature"),
  ];
  return { to, subject: t(`${kind}.subject`), text: paragraphs.filter(Boolean).join("\n\n") };
}

export const accountMail = {
  verify: (to: string, link: string) => compose(to, "verify", { link }),
  verified: (to: string) => compose(to, "verified", {}),
  reset: (to: string, link: string) => compose(to, "reset", { link }),
  passwordReset: (to: string) => compose(to, "passwordReset", { notYou: true }),
  passwordChanged: (to: string) => compose(to, "passwordChanged", { notYou: true }),
  signedOutEverywhere: (to: string) => compose(to, "signedOutEverywhere", { notYou: true }),
  deleted: (to: string) => compose(to, "deleted", {}),
};
