"use server";
// The saved-searches page's delete button: only the signed-in owner's own rows.
import { revalidatePath } from "next/cache";
import { currentUser } from "@/lib/auth/session";
import { deleteSavedSearch } from "../saved-searches";

export async function deleteSavedSearchAction(form: FormData): Promise<void> {
  const user = await currentUser();
  const id = String(form.get("id") ?? "");
  if (!user || !/^[0-9a-f-]{36}$/.test(id)) return;
  await deleteSavedSearch(user.id, id);
  revalidatePath("/alerts");
}
