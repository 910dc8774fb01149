// A refusal (lib/domain/refusal.ts) in words: its message of the `errors` namespace with
// its values, plan ids named in the same language. The portal words it in the reader's
// language; the CLI and the logs in English.
import { createTranslator } from "use-intl/core";
import { REFUSAL_PARAMS, RefusalError, type Refusal } from "@/lib/domain/refusal";
import { MESSAGES } from "./messages";
import type { Translator } from "./server";

export function refusalText(refusal: Refusal, t: Translator): string {
  const spec: Record<string, string> = REFUSAL_PARAMS[refusal.code];
  const values = Object.fromEntries(
    Object.entries(refusal.params ?? {}).map(([name, value]) => [
      name,
      spec[name] === "plan" ? t(`plans.names.${value as "free"}`) : value,
    ]),
  );
  return t(`errors.${refusal.code}`, values);
}

let english: Translator | undefined;

/** The refusal in English, as the CLI prints it and the logs record it. */
export function englishRefusal(refusal: Refusal): string {
  english ??= createTranslator({ locale: "en", messages: MESSAGES.en }) as unknown as Translator;
  return refusalText(refusal, english);
}

/** An error for the logs: a refusal in English, any other error as its message. */
export function logText(err: unknown): string {
  return err instanceof RefusalError ? englishRefusal(err.refusal) : (err as Error).message;
}
