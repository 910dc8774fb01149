// Single-use, expiring links mailed to an account's owner. The token is 32 random bytes
// (base64url); only its SHA-256 is stored, so a database leak cannot be replayed. Issuing
// a new token of a purpose deletes the unused older ones: only the newest link works.
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import type { RefusalCode } from "@/lib/domain/refusal";

export type TokenPurpose = "verify_email" | "reset_password";

const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60_000,
  reset_password: 60 * 60_000,
};

export type TokenCheck = { ok: true; userId: string } | { ok: false; reason: "invalid" | "expired" | "used" };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

export async function issueAccountToken(userId: string, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await prisma.$transaction([
    prisma.accountToken.deleteMany({ where: { userId, purpose, usedAt: null } }),
    prisma.accountToken.create({
      data: {
        userId,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
      },
    }),
  ]);
  return token;
}

/** Whether a token would be accepted now, without spending it (the reset page's first view). */
export async function checkAccountToken(purpose: TokenPurpose, token: unknown, now = new Date()): Promise<TokenCheck> {
  if (typeof token !== "string" || !WELL_FORMED.test(token)) return { ok: false, reason: "invalid" };
  const row = await prisma.accountToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.purpose !== purpose) return { ok: false, reason: "invalid" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (row.expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, userId: row.userId };
}

/** Spend a token: one conditional update, so two concurrent uses cannot both succeed. */
export async function consumeAccountToken(
  purpose: TokenPurpose,
  token: unknown,
  now = new Date(),
): Promise<TokenCheck> {
  const check = await checkAccountToken(purpose, token, now);
  if (!check.ok) return check;
  const spent = await prisma.accountToken.updateMany({
    where: { tokenHash: hashToken(token as string), purpose, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  return spent.count === 1 ? check : { ok: false, reason: "used" };
}

/** The refusal code of each reason a link is refused (the pages and forms word it). */
export const TOKEN_PROBLEMS = {
  invalid: "linkInvalid",
  expired: "linkExpired",
  used: "linkUsed",
} as const satisfies Record<"invalid" | "expired" | "used", RefusalCode>;
