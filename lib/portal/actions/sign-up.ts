"use server";
// Sign-up server action: validation and account creation in lib/auth/sign-up.ts, then
// the verification email; the client then signs in with the same credentials.
import { sendVerificationEmail } from "@/lib/auth/email-verification";
import { requestContext } from "@/lib/auth/request-context";
import { signUpWithPassword, type SignUpResult } from "@/lib/auth/sign-up";
import { logText } from "@/lib/i18n/refusal-text";
import { localized, type Worded } from "@/lib/portal/localized";

export async function signUpAction(input: {
  name: string;
  email: string;
  password: string;
}): Promise<Worded<SignUpResult>> {
  const { ip, origin } = await requestContext();
  const result = await signUpWithPassword(input, ip);
  if (result.ok) {
    try {
      await sendVerificationEmail(result.userId, origin);
    } catch (err) {
      // The account exists either way; the keys page offers to send the link again.
      console.error(`[account] verification email failed: ${logText(err)}`);
    }
  }
  return localized(result);
}
