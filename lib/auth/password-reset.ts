// "Forgot password": a single-use link valid for an hour. The request form answers the
// same whether or not the address has an account. A successful reset proves the address
// (emailVerified), ends every session, and clears the sign-in limiter for the address
// that reset, so an owner locked out by someone guessing gets back in.
import { prisma } from "@/lib/db/client";
import { accountLink } from "./account-links";
import { hitResetRequest } from "./account-limits";
import { accountMail } from "./account-mail";
import { TOKEN_PROBLEMS, consumeAccountToken, issueAccountToken } from "./account-tokens";
import { waitMinutes, type Refusal } from "@/lib/domain/refusal";
import { isValidEmail, normalEmail } from "./email";
import { sendMail, sendNotice } from "./mailer";
import { newPasswordProblem } from "./new-password";
import { hashPassword } from "./password";
import { clearAfterPasswordReset } from "./rate-limit";

export type FormResult = { ok: true } | { ok: false; error: Refusal };

export async function requestPasswordReset(emailInput: unknown, ip: string, origin: string): Promise<FormResult> {
  const email = typeof emailInput === "string" ? normalEmail(emailInput) : "";
  if (!isValidEmail(email))
    return { ok: false, error: { code: "emailInvalid", params: { example: "you@example.com" } } };
  const wait = await hitResetRequest(email, ip);
  if (wait > 0) return { ok: false, error: { code: "tooManyResets", params: { minutes: waitMinutes(wait) } } };
  const user = await prisma.user.findUnique({ where: { email } });
  if (user && !user.deletedAt) {
    const token = await issueAccountToken(user.id, "reset_password");
    await sendMail(await accountMail.reset(email, accountLink(origin, "/reset-password", token)));
  }
  return { ok: true };
}

export type ResetResult = { ok: true; email: string } | { ok: false; error: Refusal; field?: "password" | "confirm" };

export async function resetPasswordWithToken(
  input: { token: unknown; password: unknown; confirm: unknown },
  ip: string,
): Promise<ResetResult> {
  // Check the new password before spending the token, so a typo does not burn the link.
  const problem = newPasswordProblem(input.password);
  if (problem) return { ok: false, error: problem, field: "password" };
  if (input.confirm !== input.password) return { ok: false, error: { code: "confirmDiffers" }, field: "confirm" };
  const check = await consumeAccountToken("reset_password", input.token);
  if (!check.ok) return { ok: false, error: { code: TOKEN_PROBLEMS[check.reason] } };
  const passwordHash = await hashPassword(input.password as string);
  const user = await prisma.user.findUnique({ where: { id: check.userId } });
  if (!user?.email || user.deletedAt) return { ok: false, error: { code: TOKEN_PROBLEMS.invalid } };
  await prisma.$transaction([
    prisma.user.update({
      where: { id: user.id },
      data: { passwordHash, emailVerified: user.emailVerified ?? new Date(), sessionVersion: { increment: 1 } },
    }),
    prisma.accountToken.deleteMany({ where: { userId: user.id, usedAt: null } }),
  ]);
  await clearAfterPasswordReset(user.email, ip);
  await sendNotice(await accountMail.passwordReset(user.email));
  return { ok: true, email: user.email };
}
