"use server";
import { headers } from "next/headers";
import { currentUser } from "@/lib/auth/session";
import { clientAddress } from "@/lib/http/client-address";
import { submitEnterpriseRequest, type EnterpriseResult } from "@/lib/billing/enterprise-request";
import { localized, type Worded } from "@/lib/portal/localized";

export async function enterpriseAction(
  _prev: Worded<EnterpriseResult> | null,
  form: FormData,
): Promise<Worded<EnterpriseResult>> {
  const user = await currentUser();
  return localized(
    await submitEnterpriseRequest(Object.fromEntries(form), user?.id ?? null, clientAddress(await headers())),
  );
}
