// Email verification for password sign-ups. An unverified account can sign in, but
// creating keys and paying wait until the owner opens the emailed link, so an address
// typed by someone else never gets keys or a Stripe customer (pre-account hijacking).
// Magic-link and OAuth sign-ins set emailVerified themselves (lib/auth/options.ts).
import { prisma } from "@/lib/db/client";
import { accountLink } from "./account-links";
import { hitVerificationSend } from "./account-limits";
import { accountMail } from "./account-mail";
import { TOKEN_PROBLEMS, consumeAccountToken, issueAccountToken } from "./account-tokens";
import { sendMail, sendNotice } from "./mailer";
import { waitMinutes, type Refusal } from "@/lib/domain/refusal";

export async function isEmailVerified(userId: string): Promise<boolean> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { emailVerified: true } });
  return Boolean(user?.emailVerified);
}

export type SendResult = { ok: true; sent: boolean } | { ok: false; error: Refusal };

/** Email a fresh verification link (the sign-up sends one; the portal offers "resend"). */
export async function sendVerificationEmail(userId: string, origin: string): Promise<SendResult> {
  const user = await prisma.user.findUnique({ where: { id: userId } });
  if (!user?.email || user.deletedAt) return { ok: false, error: { code: "accountGone" } };
  if (user.emailVerified) return { ok: true, sent: false };
  const wait = await hitVerificationSend(user.id);
  if (wait > 0) {
    return { ok: false, error: { code: "tooManyEmails", params: { minutes: waitMinutes(wait) } } };
  }
  const token = await issueAccountToken(user.id, "verify_email");
  await sendMail(await accountMail.verify(user.email, accountLink(origin, "/verify-email", token)));
  return { ok: true, sent: true };
}

export type VerifyResult = { ok: true; email: string } | { ok: false; error: Refusal };

export async function verifyEmailWithToken(token: unknown): Promise<VerifyResult> {
  const check = await consumeAccountToken("verify_email", token);
  if (!check.ok) return { ok: false, error: { code: TOKEN_PROBLEMS[check.reason] } };
  const user = await prisma.user.findUnique({ where: { id: check.userId } });
  if (!user?.email || user.deletedAt) return { ok: false, error: { code: TOKEN_PROBLEMS.invalid } };
  if (!user.emailVerified) {
    await prisma.user.update({ where: { id: user.id }, data: { emailVerified: new Date() } });
    await sendNotice(await accountMail.verified(user.email));
  }
  return { ok: true, email: user.email };
}
