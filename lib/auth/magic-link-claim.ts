// Pre-account hijacking: someone signs up with another person's address and a password,
// never verifies, and waits. When the real owner then signs in by magic link (which proves
// the address), the stranger's password must stop working and their sessions must end.
// Called from next-auth's signIn callback, before the sign-in marks the address verified.
import { prisma } from "@/lib/db/client";

/** Returns true when an unverified password was removed from the account. */
export async function claimAddressByMagicLink(email: string | null | undefined): Promise<boolean> {
  if (!email) return false;
  const address = email.trim().toLowerCase();
  const cleared = await prisma.user.updateMany({
    where: { email: address, emailVerified: null, passwordHash: { not: null } },
    data: { passwordHash: null, sessionVersion: { increment: 1 } },
  });
  if (cleared.count === 0) return false;
  // The stranger's pending verification link must not verify the address afterwards.
  await prisma.accountToken.deleteMany({ where: { user: { email: address }, usedAt: null } });
  return true;
}
