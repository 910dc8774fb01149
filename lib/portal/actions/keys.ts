"use server";
// Key server actions. Each one re-reads the session (server actions are public
// endpoints) and returns either the result or its refusal in the reader's words.
import { revalidatePath } from "next/cache";
import { KeyActionError, createAccountKey, renameAccountKey, revokeAccountKey } from "@/lib/auth/account-keys";
import { currentUser } from "@/lib/auth/session";
import { cancelSubscriptionOfKey } from "@/lib/billing/cancel-for-key";
import type { Refusal } from "@/lib/domain/refusal";
import { localized } from "@/lib/portal/localized";

type ActionResult<T> = { ok: true; value: T } | { ok: false; error: Refusal };

async function run<T>(fn: (userId: string) => Promise<T>) {
  return localized(await attempt(fn));
}

async function attempt<T>(fn: (userId: string) => Promise<T>): Promise<ActionResult<T>> {
  const user = await currentUser();
  if (!user) return { ok: false, error: { code: "sessionExpired" } };
  try {
    const value = await fn(user.id);
    revalidatePath("/account/keys");
    return { ok: true, value };
  } catch (err) {
    if (err instanceof KeyActionError) return { ok: false, error: err.refusal };
    console.error(`[portal] key action failed: ${(err as Error).message}`);
    return { ok: false, error: { code: "serverError" } };
  }
}

export async function createKeyAction(name: string) {
  return run(async (userId) => {
    const created = await createAccountKey(userId, name);
    return { key: created.key, prefix: created.prefix, name: created.name };
  });
}

export async function renameKeyAction(id: string, name: string) {
  return run(async (userId) => {
    await renameAccountKey(userId, id, name);
    return undefined;
  });
}

export async function revokeKeyAction(id: string) {
  return run(async (userId) => {
    const key = await revokeAccountKey(userId, id);
    try {
      await cancelSubscriptionOfKey(key.id);
    } catch (err) {
      // The key is revoked either way; the subscription can still be cancelled in the portal.
      console.error(`[portal] could not cancel the subscription of ${key.prefix}: ${(err as Error).message}`);
    }
    return undefined;
  });
}
