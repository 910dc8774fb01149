"use server";
// "Forgot password": the same answer whether or not the address has an account.
import { requestContext } from "@/lib/auth/request-context";
import { MailNotConfiguredError, mailGoesToLog } from "@/lib/auth/mailer";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import type { Refusal } from "@/lib/domain/refusal";
import { localized } from "@/lib/portal/localized";

type Answer = { ok: true; message: Refusal } | { ok: false; error: Refusal };

export async function forgotPasswordAction(email: string) {
  return localized(await request(email));
}

async function request(email: string): Promise<Answer> {
  const { ip, origin } = await requestContext();
  try {
    const res = await requestPasswordReset(email, ip, origin);
    return res.ok ? { ok: true, message: { code: mailGoesToLog() ? "resetLogged" : "resetSent" } } : res;
  } catch (err) {
    if (err instanceof MailNotConfiguredError) return { ok: false, error: err.refusal };
    console.error(`[account] reset email failed: ${(err as Error).message}`);
    return { ok: false, error: { code: "mailFailed" } };
  }
}
