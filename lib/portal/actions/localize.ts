"use server";
// next-auth hands the sign-in form the English answer of lib/auth/authorize.ts ("Too many
// failed attempts. Try again in 3 minutes."): the form asks for it in the page's language.
import { localizeError } from "@/lib/i18n/localize-error";
import { getI18n } from "@/lib/i18n/server";

export async function localizeErrorAction(message: string): Promise<string> {
  return localizeError(String(message).slice(0, 500), (await getI18n()).t);
}
