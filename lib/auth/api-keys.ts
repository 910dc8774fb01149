// API keys (docs/api.md#authentication): "llar_" + 40 random base62 characters. Only the SHA-256 hash
// is stored; the full key is shown once. The display prefix ("llar_Ab3x") identifies a
// key in the portal and the CLI.
import { createHash, randomInt } from "node:crypto";
import type { Plan } from "@/lib/generated/prisma/enums";
import { prisma } from "@/lib/db/client";
import { normalEmail } from "./email";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const KEY_PREFIX = "llar_";
const RANDOM_LENGTH = 40;
const DISPLAY_CHARS = 8;

export function generateApiKey(): string {
  let out = KEY_PREFIX;
  for (let i = 0; i < RANDOM_LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export function displayPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX.length + DISPLAY_CHARS);
}

/** Cheap shape check before any lookup: a malformed key is unknown without a query. */
export function looksLikeApiKey(key: string): boolean {
  return key.startsWith(KEY_PREFIX) && key.length >= KEY_PREFIX.length + 32 && /^[0-9A-Za-z_]+$/.test(key);
}

export type CreatedKey = { id: string; key: string; prefix: string; plan: Plan; name: string };

export async function createApiKey(userId: string, opts: { name?: string; plan?: Plan } = {}): Promise<CreatedKey> {
  const key = generateApiKey();
  const row = await prisma.apiKey.create({
    data: {
      userId,
      name: opts.name?.trim() || "Default key",
      prefix: displayPrefix(key),
      hash: hashApiKey(key),
      plan: opts.plan ?? "free",
    },
  });
  return { id: row.id, key, prefix: row.prefix, plan: row.plan, name: row.name };
}

/** Find or create the user with this email (CLI and demo account). */
export async function ensureUser(email: string, name?: string) {
  const normalised = normalEmail(email);
  return prisma.user.upsert({
    where: { email: normalised },
    update: {},
    create: { email: normalised, name: name ?? normalised.split("@")[0] },
  });
}

/** Keys whose display prefix starts with `prefix` (the CLI's way to name a key). */
export async function findKeysByPrefix(prefix: string) {
  return prisma.apiKey.findMany({ where: { prefix: { startsWith: prefix } }, include: { user: true } });
}
