"use server";
// Confirm an address from the emailed link, and send a new link from the portal.
import { requestContext } from "@/lib/auth/request-context";
import { currentUser } from "@/lib/auth/session";
import { sendVerificationEmail, verifyEmailWithToken } from "@/lib/auth/email-verification";
import { MailNotConfiguredError, mailGoesToLog } from "@/lib/auth/mailer";
import type { Refusal } from "@/lib/domain/refusal";
import { localized } from "@/lib/portal/localized";

type Answer = { ok: true; message: Refusal } | { ok: false; error: Refusal };

export async function verifyEmailAction(token: string) {
  return localized(await verifyEmailWithToken(token));
}

export async function resendVerificationAction() {
  return localized(await resend());
}

async function resend(): Promise<Answer> {
  const user = await currentUser();
  if (!user) return { ok: false, error: { code: "sessionExpired" } };
  try {
    const res = await sendVerificationEmail(user.id, (await requestContext()).origin);
    if (!res.ok) return res;
    return {
      ok: true,
      message: res.sent
        ? { code: mailGoesToLog() ? "verifyLogged" : "verifySent", params: { email: user.email ?? "" } }
        : { code: "alreadyConfirmed" },
    };
  } catch (err) {
    if (err instanceof MailNotConfiguredError) return { ok: false, error: err.refusal };
    console.error(`[account] verification email failed: ${(err as Error).message}`);
    return { ok: false, error: { code: "mailFailed" } };
  }
}
