// The portal's key operations, always scoped to the signed-in user: list with this
// window's quota use, create (free plan, docs/api.md#authentication), rename, revoke. Inputs are validated
// with zod and every refusal is a KeyActionError carrying its code (lib/domain/refusal.ts).
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { createApiKey, type CreatedKey } from "./api-keys";
import { isEmailVerified } from "./email-verification";
import { RefusalError, parseRefusal, refusalMessage as m, type Refusal } from "@/lib/domain/refusal";
import { quotaWindow } from "@/lib/domain/quota-window";

const MAX_LIVE_KEYS = 20;
/** New keys a day: with the shared free quota this only bounds churn, not usage. */
export const MAX_NEW_KEYS_PER_DAY = 5;

const NAME_MISSING: Refusal = { code: "keyNameRequired" };
const NO_SUCH_KEY: Refusal = { code: "keyMissing" };
const KeyName = z
  .string()
  .trim()
  .min(1, m(NAME_MISSING))
  .max(60, m({ code: "nameMax", params: { max: 60 } }));
const KeyId = z.uuid(m(NO_SUCH_KEY));

/** A refusal of a key operation, for the page to word. */
export class KeyActionError extends RefusalError {}

function parse<T>(schema: z.ZodType<T>, value: unknown, otherwise: Refusal): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new KeyActionError(parseRefusal(r.error.issues[0].message) ?? otherwise);
  return r.data;
}

export async function listAccountKeys(userId: string, now = new Date()) {
  const keys = await prisma.apiKey.findMany({
    where: { userId },
    orderBy: [{ revokedAt: "desc" }, { createdAt: "desc" }],
  });
  // Free keys count in the account's oldest key (lib/api/authenticate-key.ts): one shared bar.
  const oldest = await prisma.apiKey.findFirst({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const quotaKey = (k: { id: string; plan: string }) => (k.plan === "free" && oldest ? oldest.id : k.id);
  const usage = await prisma.quotaUsage.findMany({ where: { keyId: { in: [...new Set(keys.map(quotaKey))] } } });
  return keys.map((k) => {
    // The API's own window rules (lib/domain/quota-window.ts), so the bar counts what it counts.
    const w = quotaWindow(k.plan, now);
    const used = usage.find((u) => u.keyId === quotaKey(k) && u.window === w.id)?.count ?? 0;
    return { ...k, quota: w.quota, used, resetsAt: w.quota === null ? null : w.resetAt };
  });
}

export async function createAccountKey(userId: string, name: unknown): Promise<CreatedKey> {
  const n = parse(KeyName, name, NAME_MISSING);
  // Keys wait for a proven address (lib/auth/email-verification.ts); the CLI is exempt.
  if (!(await isEmailVerified(userId))) throw new KeyActionError({ code: "confirmFirst" });
  const live = await prisma.apiKey.count({ where: { userId, revokedAt: null } });
  if (live >= MAX_LIVE_KEYS) throw new KeyActionError({ code: "tooManyKeys", params: { count: live } });
  const today = await prisma.apiKey.count({ where: { userId, createdAt: { gt: new Date(Date.now() - 86_400_000) } } });
  if (today >= MAX_NEW_KEYS_PER_DAY) throw new KeyActionError({ code: "tooManyNewKeys" });
  return createApiKey(userId, { name: n, plan: "free" });
}

async function ownLiveKey(userId: string, id: unknown) {
  const keyId = parse(KeyId, id, NO_SUCH_KEY);
  const key = await prisma.apiKey.findFirst({ where: { id: keyId, userId } });
  if (!key) throw new KeyActionError(NO_SUCH_KEY);
  if (key.revokedAt) throw new KeyActionError({ code: "keyRevoked" });
  return key;
}

export async function renameAccountKey(userId: string, id: unknown, name: unknown) {
  const key = await ownLiveKey(userId, id);
  const n = parse(KeyName, name, NAME_MISSING);
  return prisma.apiKey.update({ where: { id: key.id }, data: { name: n } });
}

/** Revoke a key. Its paid subscription, if any, is cancelled by the caller (billing). */
export async function revokeAccountKey(userId: string, id: unknown) {
  const key = await ownLiveKey(userId, id);
  return prisma.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } });
}
