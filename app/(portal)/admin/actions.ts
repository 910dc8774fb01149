"use server";
import { revalidatePath } from "next/cache";
import { currentUser } from "@/lib/auth/session";
import { markEnterpriseRequestHandled } from "@/lib/billing/enterprise-request";

export async function markHandledAction(form: FormData): Promise<void> {
  const user = await currentUser();
  if (user?.role !== "admin") return;
  await markEnterpriseRequestHandled(String(form.get("id") ?? ""));
  revalidatePath("/admin");
}
