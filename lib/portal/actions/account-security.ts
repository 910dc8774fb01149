"use server";
// Change password, sign out everywhere, delete the account. Each re-reads the session
// (server actions are public endpoints) and answers with its refusal in the reader's words.
import { changePassword, signOutEverywhere, type ChangeResult } from "@/lib/auth/account-security";
import { deleteAccount, type DeleteResult } from "@/lib/portal/delete-account";
import { requestContext } from "@/lib/auth/request-context";
import { currentUser } from "@/lib/auth/session";
import type { Refusal } from "@/lib/domain/refusal";
import { localized, type Worded } from "@/lib/portal/localized";

const EXPIRED = { ok: false as const, error: { code: "sessionExpired" } satisfies Refusal };

export async function changePasswordAction(input: {
  current: string;
  password: string;
  confirm: string;
}): Promise<Worded<ChangeResult>> {
  const user = await currentUser();
  if (!user) return localized(EXPIRED);
  return localized(await changePassword(user.id, input, (await requestContext()).ip));
}

export async function signOutEverywhereAction(): Promise<{ ok: true } | { ok: false; error: string }> {
  const user = await currentUser();
  if (!user) return localized(EXPIRED);
  await signOutEverywhere(user.id);
  return { ok: true };
}

export async function deleteAccountAction(confirmation: string): Promise<Worded<DeleteResult>> {
  const user = await currentUser();
  if (!user) return localized(EXPIRED);
  return localized(await deleteAccount(user.id, confirmation));
}
