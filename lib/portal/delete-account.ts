// "Delete my account". Subscriptions are cancelled in Stripe first: if Stripe cannot be
// reached nothing is deleted, so no one is left paying for an account they cannot reach.
// Then, in one transaction: every key is revoked, sign-in methods, sessions, pending links
// and enterprise requests are deleted, and the user row loses every personal field. The
// row itself stays (deleted_at set) so the keys' usage history remains, anonymised.
// Stripe keeps its own customer record and invoices, which accounting law requires. It
// lives in lib/portal because it spans the account (lib/auth) and billing (lib/billing).
import { prisma } from "@/lib/db/client";
import { cancelSubscriptionOfKey } from "@/lib/billing/cancel-for-key";
import { accountMail } from "@/lib/auth/account-mail";
import { normalEmail } from "@/lib/auth/email";
import { sendNotice } from "@/lib/auth/mailer";
import { verifyPassword } from "@/lib/auth/password";
import { hitAccountDeletion } from "@/lib/auth/rate-limit";
import { waitMinutes, type Refusal } from "@/lib/domain/refusal";

export type DeleteResult = { ok: true } | { ok: false; error: Refusal };

export const DELETED_KEY_NAME = "deleted";

async function confirmed(
  user: { email: string; passwordHash: string | null },
  confirmation: unknown,
): Promise<Refusal | null> {
  const typed = typeof confirmation === "string" ? confirmation : "";
  if (user.passwordHash) {
    return (await verifyPassword(user.passwordHash, typed)) ? null : { code: "deletePasswordWrong" };
  }
  return normalEmail(typed) === user.email ? null : { code: "deleteEmailWrong" };
}

export async function deleteAccount(userId: string, confirmation: unknown): Promise<DeleteResult> {
  const user = await prisma.user.findUnique({ where: { id: userId }, include: { apiKeys: true } });
  if (!user?.email || user.deletedAt) return { ok: false, error: { code: "accountGone" } };
  // A stolen session must not become a password oracle: each check is counted first.
  const wait = await hitAccountDeletion(user.id);
  if (wait > 0) return { ok: false, error: { code: "tooManyWrongPasswords", params: { minutes: waitMinutes(wait) } } };
  const problem = await confirmed({ email: user.email, passwordHash: user.passwordHash }, confirmation);
  if (problem) return { ok: false, error: problem };

  for (const key of user.apiKeys) {
    try {
      await cancelSubscriptionOfKey(key.id);
    } catch (err) {
      console.error(`[account] could not cancel the subscription of ${key.prefix}: ${(err as Error).message}`);
      return { ok: false, error: { code: "deleteStripeDown" } };
    }
  }

  const now = new Date();
  await prisma.$transaction([
    prisma.apiKey.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } }),
    prisma.apiKey.updateMany({ where: { userId }, data: { name: DELETED_KEY_NAME } }),
    prisma.account.deleteMany({ where: { userId } }),
    prisma.session.deleteMany({ where: { userId } }),
    prisma.accountToken.deleteMany({ where: { userId } }),
    prisma.verificationToken.deleteMany({ where: { identifier: user.email } }),
    prisma.enterpriseRequest.deleteMany({ where: { OR: [{ userId }, { email: user.email }] } }),
    // Saved searches hold the address and favourites the reader's interests: personal data.
    prisma.savedSearch.deleteMany({ where: { userId } }),
    prisma.favourite.deleteMany({ where: { userId } }),
    prisma.user.update({
      where: { id: userId },
      data: {
        email: null,
        name: null,
        image: null,
        passwordHash: null,
        emailVerified: null,
        stripeCustomerId: null,
        deletedAt: now,
        sessionVersion: { increment: 1 },
      },
    }),
  ]);
  await sendNotice(await accountMail.deleted(user.email));
  return { ok: true };
}
