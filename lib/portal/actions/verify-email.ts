"use server";
// Confirm an address from the emailed link, and send a new link from the portal.
import { requestContext } from "@/lib/auth/request-context";
import { currentUser } from "@/lib/auth/session";
import { sendVerificationEmail, verifyEmailWithToken, type VerifyResult } from "@/lib/auth/email-verification";
import { MailNotConfiguredError } from "@/lib/auth/mailer";
import { localized } from "@/lib/portal/localized";

type Answer = { ok: true; message: string } | { ok: false; error: string };

export async function verifyEmailAction(token: string): Promise<VerifyResult> {
  return localized(await verifyEmailWithToken(token));
}

export async function resendVerificationAction(): Promise<Answer> {
  return localized(await resend());
}

async function resend(): Promise<Answer> {
  const user = await currentUser();
  if (!user) return { ok: false, error: "Your session has expired. Sign in again." };
  try {
    const res = await sendVerificationEmail(user.id, (await requestContext()).origin);
    if (!res.ok) return res;
    return {
      ok: true,
      message: res.sent
        ? `We sent a new link to ${user.email}. It expires in 24 hours.`
        : "Your address is already confirmed.",
    };
  } catch (err) {
    if (err instanceof MailNotConfiguredError) return { ok: false, error: err.message };
    console.error(`[account] verification email failed: ${(err as Error).message}`);
    return { ok: false, error: "We could not send the email. Try again in a moment." };
  }
}
