"use client";
// Why this exists: a portal form calls a server action, which answers { ok: false, error }
// when it refuses the input. But the request itself can fail (network drop, a 500, a
// deploy in between) and then the await throws: forms that cleared `pending` after the
// await stayed disabled on "…pending" with no message. This hook owns a form's pending
// and error state, so `pending` always ends, a refusal shows its error and a failed
// request one generic message. It never touches the form: what the user typed stays.
import { useState } from "react";
import { useT } from "@/lib/i18n/client";

/** An action's refusal, with the field it concerns when it names one. */
type Refusal = { ok: false; error: string; field?: string };

/** What a step returns once it has started leaving the page (a sign-out redirect): the
 *  button stays pending so it cannot be pressed again while the browser navigates. */
export const LEAVING = "leaving";

export function useFormAction(initialError?: string) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | undefined>(
    initialError ? { message: initialError } : undefined,
  );

  /** Runs `steps` (the action, then what its success leads to). A returned refusal
   *  becomes `error`; anything thrown becomes the generic message. */
  async function run(steps: () => Promise<Refusal | typeof LEAVING | void>): Promise<void> {
    setPending(true);
    setError(undefined);
    let leaving = false;
    try {
      const outcome = await steps();
      if (outcome === LEAVING) leaving = true;
      else if (outcome) setError({ message: outcome.error, field: outcome.field });
    } catch {
      setError({ message: t("auth.actionFailed") });
    } finally {
      if (!leaving) setPending(false);
    }
  }

  return { pending, error, run };
}
