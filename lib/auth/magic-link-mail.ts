// The magic sign-in link, worded by us instead of next-auth's English default template:
// the mail catalog's magicLink messages in the language of the page that asked for it,
// sent like every account mail (lib/auth/mailer.ts). Plain text for every client, plus a
// simple HTML part whose button is the same link, shown in full below it.
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import { mailLocale } from "./account-mail";
import { sendMail, type Mail } from "./mailer";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `locale`: the request's language when omitted (English outside a request). */
export async function magicLinkMail(to: string, url: string, locale?: Locale): Promise<Mail> {
  const lang = locale ?? (await mailLocale());
  const t = createTranslator({ locale: lang, messages: MESSAGES[lang], namespace: "mail" });
  const text = t("magicLink.text", { to });
  const after = t("magicLink.after");
  const signature = t("signature");
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;color:#1e293b;max-width:560px">`,
    p(text),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;`,
    `background:#18563f;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t("magicLink.button"))}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;word-break:break-all">${escapeHtml(url)}</p>`,
    p(after),
    p(signature),
    "</body></html>",
  ].join("\n");
  return { to, subject: t("magicLink.subject"), text: [text, url, after, signature].join("\n\n"), html };
}

/** next-auth's Email provider `sendVerificationRequest`: a failure to send throws, so
 *  next-auth reports it on the sign-in page instead of claiming a link went out. */
export async function sendMagicLink({ identifier, url }: { identifier: string; url: string }): Promise<void> {
  await sendMail(await magicLinkMail(identifier, url));
}
