"use server";
// next-auth hands the sign-in form the message authorize threw (lib/auth/authorize.ts): a
// refusal as JSON, which the form asks for in the page's language. Any other text is not
// shown (it may be an internal error's): the generic server error stands in.
import { parseRefusal } from "@/lib/domain/refusal";
import { refusalText } from "@/lib/i18n/refusal-text";
import { getI18n } from "@/lib/i18n/server";

export async function signInRefusalAction(message: string): Promise<string> {
  const refusal = parseRefusal(String(message).slice(0, 500)) ?? { code: "serverError" };
  return refusalText(refusal, (await getI18n()).t);
}
