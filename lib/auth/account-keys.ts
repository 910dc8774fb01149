// The portal's key operations, always scoped to the signed-in user: list with this
// window's quota use, create (free plan, docs/api.md#authentication), rename, revoke. Inputs are validated
// with zod and every refusal is a sentence the page can show as is.
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { createApiKey, type CreatedKey } from "./api-keys";
import { EMAIL_NOT_VERIFIED, isEmailVerified } from "./email-verification";
import { quotaWindow } from "@/lib/domain/quota-window";

const MAX_LIVE_KEYS = 20;
/** New keys a day: with the shared free quota this only bounds churn, not usage. */
export const MAX_NEW_KEYS_PER_DAY = 5;

const KeyName = z
  .string()
  .trim()
  .min(1, "Name: give the key a name, e.g. the app that will use it.")
  .max(60, "Name: at most 60 characters.");
const KeyId = z.uuid("That key does not exist.");

export class KeyActionError extends Error {}

export const TOO_MANY_NEW_KEYS = "You created the most keys a day allows. Try again tomorrow.";

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new KeyActionError(r.error.issues[0].message);
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
  const n = parse(KeyName, name);
  // Keys wait for a proven address (lib/auth/email-verification.ts); the CLI is exempt.
  if (!(await isEmailVerified(userId))) throw new KeyActionError(EMAIL_NOT_VERIFIED);
  const live = await prisma.apiKey.count({ where: { userId, revokedAt: null } });
  if (live >= MAX_LIVE_KEYS)
    throw new KeyActionError(`You have ${live} active keys, the most an account can hold. Revoke one first.`);
  const today = await prisma.apiKey.count({ where: { userId, createdAt: { gt: new Date(Date.now() - 86_400_000) } } });
  if (today >= MAX_NEW_KEYS_PER_DAY) throw new KeyActionError(TOO_MANY_NEW_KEYS);
  return createApiKey(userId, { name: n, plan: "free" });
}

async function ownLiveKey(userId: string, id: unknown) {
  const keyId = parse(KeyId, id);
  const key = await prisma.apiKey.findFirst({ where: { id: keyId, userId } });
  if (!key) throw new KeyActionError("That key does not exist.");
  if (key.revokedAt) throw new KeyActionError("That key has been revoked.");
  return key;
}

export async function renameAccountKey(userId: string, id: unknown, name: unknown) {
  const key = await ownLiveKey(userId, id);
  const n = parse(KeyName, name);
  return prisma.apiKey.update({ where: { id: key.id }, data: { name: n } });
}

/** Revoke a key. Its paid subscription, if any, is cancelled by the caller (billing). */
export async function revokeAccountKey(userId: string, id: unknown) {
  const key = await ownLiveKey(userId, id);
  return prisma.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } });
}
