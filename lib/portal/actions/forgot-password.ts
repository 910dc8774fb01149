"use server";
// "Forgot password": the same answer whether or not the address has an account.
import { requestContext } from "@/lib/auth/request-context";
import { MailNotConfiguredError } from "@/lib/auth/mailer";
import { RESET_SENT, requestPasswordReset } from "@/lib/auth/password-reset";
import { localized } from "@/lib/portal/localized";

type Answer = { ok: true; message: string } | { ok: false; error: string };

export async function forgotPasswordAction(email: string): Promise<Answer> {
  return localized(await request(email));
}

async function request(email: string): Promise<Answer> {
  const { ip, origin } = await requestContext();
  try {
    const res = await requestPasswordReset(email, ip, origin);
    return res.ok ? { ok: true, message: RESET_SENT } : res;
  } catch (err) {
    if (err instanceof MailNotConfiguredError) return { ok: false, error: err.message };
    console.error(`[account] reset email failed: ${(err as Error).message}`);
    return { ok: false, error: "We could not send the email. Try again in a moment." };
  }
}
