// Action results on their way to the browser: their refusals (lib/domain/refusal.ts) worded
// in the reader's language (lib/i18n/refusal-text.ts). Values pass through untouched.
import { isRefusal, type Refusal } from "@/lib/domain/refusal";
import { refusalText } from "@/lib/i18n/refusal-text";
import { getI18n } from "@/lib/i18n/server";

/** `T` with its `error`, `message` and `fieldErrors` refusals as text. */
export type Worded<T> = T extends unknown
  ? {
      [K in keyof T]: K extends "error" | "message"
        ? Exclude<T[K], Refusal> | (Extract<T[K], Refusal> extends never ? never : string)
        : K extends "fieldErrors"
          ? { [F in keyof T[K]]: string }
          : T[K];
    }
  : never;

export async function localized<T extends object>(result: T): Promise<Worded<T>> {
  const { t } = await getI18n();
  const word = (v: unknown) => (isRefusal(v) ? refusalText(v, t) : v);
  const out = { ...result } as Record<string, unknown>;
  for (const field of ["error", "message"]) if (field in out) out[field] = word(out[field]);
  if (out.fieldErrors && typeof out.fieldErrors === "object") {
    out.fieldErrors = Object.fromEntries(Object.entries(out.fieldErrors).map(([k, v]) => [k, word(v)]));
  }
  return out as Worded<T>;
}

/** One refusal (a delivery's result inside an action's value), or null. */
export async function localizedText(refusal: Refusal | null): Promise<string | null> {
  return refusal === null ? null : refusalText(refusal, (await getI18n()).t);
}
