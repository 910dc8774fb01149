"use server";
// Choose a new password from an emailed reset link.
import { requestContext } from "@/lib/auth/request-context";
import { resetPasswordWithToken, type ResetResult } from "@/lib/auth/password-reset";

export async function resetPasswordAction(input: {
  token: string;
  password: string;
  confirm: string;
}): Promise<ResetResult> {
  return resetPasswordWithToken(input, (await requestContext()).ip);
}
