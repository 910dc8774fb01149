"use server";
// Choose a new password from an emailed reset link.
import { requestContext } from "@/lib/auth/request-context";
import { resetPasswordWithToken, type ResetResult } from "@/lib/auth/password-reset";
import { localized, type Worded } from "@/lib/portal/localized";

export async function resetPasswordAction(input: {
  token: string;
  password: string;
  confirm: string;
}): Promise<Worded<ResetResult>> {
  return localized(await resetPasswordWithToken(input, (await requestContext()).ip));
}
