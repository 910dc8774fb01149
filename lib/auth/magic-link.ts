// Sign-in by magic link (next-auth's Email provider), the parts that are ours: the mail
// itself, the limit on asking for one, and what opening one does to an address someone
// else signed up with.
import { createTranslator } from "use-intl/core";
import { prisma } from "@/lib/db/client";
import { clientAddress } from "@/lib/http/client-address";
import { publicOrigin } from "@/lib/http/public-origin";
import type { Locale } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import { mailLocale } from "./account-mail";
import { bareEmail, normalEmail } from "./email";
import { sendMail, type Mail } from "./mailer";
import { hitEmailRequest } from "./rate-limit";

// The mail: worded by us instead of next-auth's English default template, with the mail
// catalog's magicLink messages in the language of the page that asked for it, sent like
// every account mail (lib/auth/mailer.ts). Plain text for every client, plus a simple HTML
// part whose button is the same link, shown in full below it.

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

// The limit: each request (next-auth's POST /api/auth/signin/email) sends an email, so
// requests are limited per recipient and per client address (lib/auth/rate-limit.ts)
// before next-auth sees them. The limiter reads what next-auth reads: the route's decoded
// segments (so /signin/%65mail is the email route too), the body parsed as next-auth's
// getBody parses it (JSON when the Content-Type says so, else a urlencoded form, else
// nothing), and the address after the provider's own normalisation (lib/auth/email.ts).
// A form repeating `email` is refused: next-auth would mail its last value. A refusal
// answers the way next-auth answers an error, so its client (`signIn("email", { redirect:
// false })`) reports `error: "EmailRateLimit"`.
const EMAIL_RATE_LIMIT = "EmailRateLimit";

type SignInBody = { email: unknown; json: unknown; repeated: boolean };

/** The body as next-auth's getBody (next-auth/next/utils) reads it; null when it reads none. */
async function signInBody(request: Request): Promise<SignInBody | null> {
  const type = request.headers.get("content-type") ?? "";
  const text = await request
    .clone()
    .text()
    .catch(() => "");
  if (type.includes("application/json")) {
    try {
      const body: unknown = JSON.parse(text);
      if (!body || typeof body !== "object") return null;
      const { email, json } = body as Record<string, unknown>;
      return { email, json, repeated: false };
    } catch {
      return null; // next-auth's own parse throws: nothing is sent
    }
  }
  if (!type.includes("application/x-www-form-urlencoded")) return null;
  const form = new URLSearchParams(text);
  return { email: form.get("email"), json: form.get("json"), repeated: form.getAll("email").length > 1 };
}

/** A refusal when `request` asks for a magic link beyond the limits, else null. `segments`: the route's [...nextauth]. */
export async function refuseMagicLinkFlood(request: Request, segments: string[]): Promise<Response | null> {
  if (request.method !== "POST" || segments[0] !== "signin" || segments[1] !== "email") return null;
  const body = await signInBody(request);
  if (body?.repeated) return Response.json({ error: "one email field only" }, { status: 400 });
  const email = typeof body?.email === "string" ? bareEmail(body.email) : null;
  if (!email) return null; // next-auth refuses a missing or malformed address itself, sending nothing
  const wait = await hitEmailRequest(email, clientAddress(request.headers));
  if (wait === 0) return null;
  const url = `${publicOrigin(request.headers, new URL(request.url).origin)}/signin?error=${EMAIL_RATE_LIMIT}`;
  const headers = { "Retry-After": String(wait) };
  if (body?.json === "true" || body?.json === true) return Response.json({ url }, { status: 429, headers });
  return new Response(null, { status: 303, headers: { ...headers, Location: url } });
}

// The claim (pre-account hijacking): someone signs up with another person's address and a
// password, never verifies, and waits. When the real owner then signs in by magic link
// (which proves the address), the stranger's password must stop working and their
// sessions must end. Called from next-auth's signIn callback, before the sign-in marks
// the address verified.

/** Returns true when an unverified password was removed from the account. */
export async function claimAddressByMagicLink(email: string | null | undefined): Promise<boolean> {
  if (!email) return false;
  const address = normalEmail(email);
  const cleared = await prisma.user.updateMany({
    where: { email: address, emailVerified: null, passwordHash: { not: null } },
    data: { passwordHash: null, sessionVersion: { increment: 1 } },
  });
  if (cleared.count === 0) return false;
  // The stranger's pending verification link must not verify the address afterwards.
  await prisma.accountToken.deleteMany({ where: { user: { email: address }, usedAt: null } });
  return true;
}
