// Outgoing mail for the account lifecycle (verification, reset, confirmations) through
// nodemailer to EMAIL_SERVER (an SMTP URL such as smtp://user:pass@smtp.example.com:587).
// Without EMAIL_SERVER, mail is printed to the server log instead, but only in development
// or under `npm start`'s local demo (which sets LLAR_MAIL_TO_LOG=1): a production server
// without mail refuses to pretend it sent a link.
import nodemailer, { type Transporter } from "nodemailer";
import { RefusalError } from "@/lib/domain/refusal";
import { configuredOrigin } from "@/lib/http/public-origin";
import { logText } from "@/lib/i18n/refusal-text";
import { config, type Config } from "@/lib/config";

/** `headers`: extra headers, e.g. List-Unsubscribe on alert mails (RFC 8058); `html`: an
 *  alternative to the text, for mails whose link is better as a button (the magic link). */
export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };

/** No EMAIL_SERVER on a server that may not print mail instead (refusal code mailOff). */
export class MailNotConfiguredError extends RefusalError {
  constructor() {
    super({ code: "mailOff" });
  }
}

/** EMAIL_FROM, else no-reply at the configured public host (or localhost). */
export function mailFrom(env: Config = config): string {
  if (env.EMAIL_FROM) return env.EMAIL_FROM;
  let host = "localhost";
  try {
    const base = configuredOrigin(env);
    if (base) host = new URL(base).hostname;
  } catch {
    /* a malformed base URL is reported where it is used */
  }
  return `Llar <no-reply@${host}>`;
}

function mailToLogAllowed(env: Config): boolean {
  return env.NODE_ENV !== "production" || env.LLAR_MAIL_TO_LOG;
}

/** Whether mail goes to the server log instead of a mail server (pages then say so). */
export function mailGoesToLog(env: Config = config): boolean {
  return !env.EMAIL_SERVER && mailToLogAllowed(env);
}

let cached: { url: string; transport: Transporter } | undefined;

function transportFor(url: string): Transporter {
  if (cached?.url !== url) cached = { url, transport: nodemailer.createTransport(url) };
  return cached.transport;
}

export async function sendMail(mail: Mail, env: Config = config): Promise<void> {
  const server = env.EMAIL_SERVER;
  if (!server) {
    if (!mailToLogAllowed(env)) throw new MailNotConfiguredError();
    console.log(
      `[mail] (EMAIL_SERVER not set, printed instead of sent) To: ${mail.to}\n[mail] Subject: ${mail.subject}\n${mail.text}`,
    );
    return;
  }
  await transportFor(server).sendMail({
    from: mailFrom(env),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  });
}

/** A confirmation of something already done: a mail failure is logged, never undoes it. */
export async function sendNotice(mail: Mail, env: Config = config): Promise<void> {
  try {
    await sendMail(mail, env);
  } catch (err) {
    console.error(`[mail] could not send "${mail.subject}": ${logText(err)}`);
  }
}
