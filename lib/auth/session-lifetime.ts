// How long a session lives, and how it ends server-side. Sessions are next-auth JWTs
// (lib/auth/options.ts), which cannot be recalled once issued, so each carries an id
// (`sid`) and the time of its sign-in (`auth`): sign-out records the id as revoked until
// the token could no longer be valid anyway, and the jwt callback refuses a revoked id
// and any token older than the absolute lifetime, however often it was refreshed
// (ASVS 3.3). "Sign out everywhere" bumps the user's session version instead
// (lib/auth/active-user.ts).
import { randomUUID } from "node:crypto";
import type { JWT } from "next-auth/jwt";
import { prisma } from "@/lib/db/client";

/** The longest a session lasts from its sign-in, refreshed or not. */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;

class SessionEndedError extends Error {
  constructor(reason: string) {
    super(`session ended: ${reason}`);
  }
}

/** The claims a new session starts with. */
export function newSessionClaims(now = Date.now()): { sid: string; auth: number } {
  return { sid: randomUUID(), auth: Math.floor(now / 1000) };
}

/** Throws SessionEndedError when the token was signed out, is past its absolute lifetime, or predates both claims. */
export async function assertSessionLive(token: JWT, now = Date.now()): Promise<void> {
  const { sid, auth } = token as { sid?: unknown; auth?: unknown };
  if (typeof sid !== "string" || typeof auth !== "number") throw new SessionEndedError("no session id");
  if (now / 1000 - auth > SESSION_ABSOLUTE_SECONDS) throw new SessionEndedError("absolute lifetime reached");
  const revoked = await prisma.revokedSession.findUnique({ where: { id: sid }, select: { id: true } });
  if (revoked) throw new SessionEndedError("signed out");
}

/** Sign-out: the token's id stops working at once, on every copy of the cookie. */
export async function revokeSession(token: JWT | null | undefined, now = Date.now()): Promise<void> {
  const { sid, auth } = (token ?? {}) as { sid?: unknown; auth?: unknown };
  if (typeof sid !== "string") return;
  const start = typeof auth === "number" ? auth * 1000 : now;
  const expiresAt = new Date(start + SESSION_ABSOLUTE_SECONDS * 1000);
  await prisma.revokedSession.upsert({ where: { id: sid }, create: { id: sid, expiresAt }, update: {} });
  // Rows past the absolute lifetime protect nothing any more.
  await prisma.revokedSession.deleteMany({ where: { expiresAt: { lt: new Date(now) } } });
}
