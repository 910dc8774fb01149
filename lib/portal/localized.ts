// Action results on their way to the browser: their messages in the reader's language
// (lib/i18n/localize-error.ts). Values and codes pass through untouched.
import { localizeError } from "@/lib/i18n/localize-error";
import { getI18n } from "@/lib/i18n/server";

export async function localized<T extends object>(result: T): Promise<T> {
  const { t } = await getI18n();
  const out = { ...result } as Record<string, unknown>;
  for (const field of ["error", "message"]) {
    if (typeof out[field] === "string") out[field] = localizeError(out[field], t);
  }
  if (out.fieldErrors && typeof out.fieldErrors === "object") {
    out.fieldErrors = Object.fromEntries(
      Object.entries(out.fieldErrors).map(([k, v]) => [k, typeof v === "string" ? localizeError(v, t) : v]),
    );
  }
  return out as T;
}

/** One message (a delivery's result inside an action's value). */
export async function localizedText(message: string | null): Promise<string | null> {
  return message === null ? null : localizeError(message, (await getI18n()).t);
}
