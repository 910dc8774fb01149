// Change password and sign out everywhere. Both bump the user's session version, which
// ends every session issued before (lib/auth/active-user.ts); the change-password form
// then signs this browser in again with the new password.
import { prisma } from "@/lib/db/client";
import { accountMail } from "./account-mail";
import { sendNotice } from "./mailer";
import { newPasswordProblem } from "./new-password";
import { hashPassword, verifyPassword } from "./password";
import { clearSignInFailures, hitSignIn } from "./rate-limit";
import { waitMinutes, type Refusal } from "@/lib/domain/refusal";

export type ChangeResult =
  { ok: true; email: string } | { ok: false; error: Refusal; field?: "current" | "password" | "confirm" };

export async function changePassword(
  userId: string,
  input: { current: unknown; password: unknown; confirm: unknown },
  ip: string,
): Promise<ChangeResult> {
  const user = await prisma.user.findUnique({ where: { id: userId } });
  if (!user?.email || user.deletedAt) return { ok: false, error: { code: "sessionExpired" } };
  if (!user.passwordHash) return { ok: false, error: { code: "noPassword" } };
  // Guesses at the current password from a stolen session count as failed sign-ins.
  // Counted before the check, like a sign-in (lib/auth/rate-limit.ts).
  const wait = await hitSignIn(user.email, ip);
  if (wait > 0)
    return {
      ok: false,
      error: { code: "tooManyWrongPasswords", params: { minutes: waitMinutes(wait) } },
      field: "current",
    };
  if (typeof input.current !== "string" || !(await verifyPassword(user.passwordHash, input.current)))
    return { ok: false, error: { code: "currentWrong" }, field: "current" };
  await clearSignInFailures(user.email, ip);
  const problem = newPasswordProblem(input.password);
  if (problem) return { ok: false, error: problem, field: "password" };
  if (input.confirm !== input.password) return { ok: false, error: { code: "confirmDiffers" }, field: "confirm" };
  if (input.password === input.current) {
    return { ok: false, error: { code: "newPasswordSame" }, field: "password" };
  }
  await prisma.user.update({
    where: { id: user.id },
    data: { passwordHash: await hashPassword(input.password as string), sessionVersion: { increment: 1 } },
  });
  await sendNotice(await accountMail.passwordChanged(user.email));
  return { ok: true, email: user.email };
}

export async function signOutEverywhere(userId: string): Promise<void> {
  const user = await prisma.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
  if (user.email) await sendNotice(await accountMail.signedOutEverywhere(user.email));
}

const LIVE = ["active", "trialing", "past_due", "incomplete", "unpaid"];

/** What the security page needs to say: a password or not, linked providers, paid keys. */
export async function securityFacts(userId: string) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      passwordHash: true,
      accounts: { select: { provider: true } },
      apiKeys: { where: { revokedAt: null }, select: { stripeStatus: true } },
    },
  });
  return {
    hasPassword: Boolean(user?.passwordHash),
    providers: [...new Set(user?.accounts.map((a) => a.provider) ?? [])],
    paidKeys: user?.apiKeys.filter((k) => LIVE.includes(k.stripeStatus ?? "")).length ?? 0,
  };
}
