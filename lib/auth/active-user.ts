// Which sessions still count. Sessions are next-auth JWTs (lib/auth/options.ts), which
// cannot be recalled once issued, so each carries the user's session version at sign-in
// (`sv`); bumping users.session_version ends all of them at once. Tokens issued before
// versions existed carry none and count as version 0.
import { prisma } from "@/lib/db/client";

const COLUMNS = {
  id: true,
  email: true,
  name: true,
  role: true,
  stripeCustomerId: true,
  emailVerified: true,
  sessionVersion: true,
  deletedAt: true,
} as const;

export async function sessionVersionOf(userId: string): Promise<number> {
  const row = await prisma.user.findUnique({ where: { id: userId }, select: { sessionVersion: true } });
  return row?.sessionVersion ?? 0;
}

/** The session's user if the session is still valid: not deleted, not signed out everywhere. */
export async function activeUser(userId: string, tokenVersion: number | undefined) {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: COLUMNS });
  if (!user || user.deletedAt || !user.email) return null;
  if (user.sessionVersion !== (tokenVersion ?? 0)) return null;
  const { sessionVersion: _v, deletedAt: _d, ...rest } = user;
  return rest;
}
