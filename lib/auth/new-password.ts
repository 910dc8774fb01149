// The rule for a new password (sign-up, reset, change): the limits in lib/auth/password.ts.
import type { Refusal } from "@/lib/domain/refusal";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password";

export function newPasswordProblem(value: unknown): Refusal | null {
  if (typeof value !== "string" || value.length < PASSWORD_MIN_LENGTH)
    return { code: "newPasswordMin", params: { min: PASSWORD_MIN_LENGTH } };
  if (value.length > PASSWORD_MAX_LENGTH) return { code: "newPasswordMax", params: { max: PASSWORD_MAX_LENGTH } };
  return null;
}
