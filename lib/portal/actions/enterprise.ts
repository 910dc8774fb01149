"use server";
import { currentUser } from "@/lib/auth/session";
import { submitEnterpriseRequest, type EnterpriseResult } from "@/lib/billing/enterprise-request";

export async function enterpriseAction(_prev: EnterpriseResult | null, form: FormData): Promise<EnterpriseResult> {
  const user = await currentUser();
  return submitEnterpriseRequest(Object.fromEntries(form), user?.id ?? null);
}
