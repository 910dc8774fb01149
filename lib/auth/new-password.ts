// The rule for a new password (sign-up, reset, change): the limits in lib/auth/password.ts.
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password";

const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `New password: at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `New password: at most ${PASSWORD_MAX_LENGTH} characters.`);

export function newPasswordProblem(value: unknown): string | null {
  const r = NewPassword.safeParse(value);
  return r.success ? null : r.error.issues[0].message;
}
