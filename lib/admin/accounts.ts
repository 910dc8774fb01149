// The console's accounts: find by address, each account's keys with plan and this
// period's usage (the portal's own reading, lib/auth/account-keys.ts), and the two
// operator changes: a key's plan for customers invoiced outside Stripe, and revocation.
import { prisma } from "@/lib/db/client";
import { listAccountKeys } from "@/lib/auth/account-keys";
import { isPlan, PLAN_IDS, type Plan } from "@/lib/plans";

export class AccountActionError extends Error {}

export async function findAccounts(query: string, limit = 20) {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const users = await prisma.user.findMany({
    where: { email: { contains: q }, deletedAt: null },
    orderBy: { email: "asc" },
    take: limit,
    select: { id: true, email: true, role: true, createdAt: true, emailVerified: true },
  });
  return Promise.all(users.map(async (u) => ({ ...u, keys: await listAccountKeys(u.id) })));
}

async function liveKey(keyId: string) {
  const key = await prisma.apiKey.findUnique({ where: { id: keyId }, include: { user: { select: { email: true } } } });
  if (!key) throw new AccountActionError("no such key");
  if (key.revokedAt) throw new AccountActionError(`key ${key.prefix}… is revoked`);
  return key;
}

/** Refused for a key paid through Stripe: its plan follows the subscription, so change it there. */
export async function setKeyPlan(
  keyId: string,
  plan: string,
): Promise<{ prefix: string; email: string | null; from: Plan }> {
  if (!isPlan(plan)) throw new AccountActionError(`unknown plan "${plan}" (one of ${PLAN_IDS.join(", ")})`);
  const key = await liveKey(keyId);
  if (key.stripeSubscriptionId && !["canceled", "incomplete_expired"].includes(key.stripeStatus ?? ""))
    throw new AccountActionError(`key ${key.prefix}… is billed through Stripe; change its subscription there`);
  await prisma.apiKey.update({ where: { id: key.id }, data: { plan } });
  return { prefix: key.prefix, email: key.user.email, from: key.plan };
}

export async function revokeKey(keyId: string): Promise<{ prefix: string; email: string | null }> {
  const key = await liveKey(keyId);
  await prisma.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } });
  return { prefix: key.prefix, email: key.user.email };
}
