// Email + password sign-up. Each refused field carries its refusal (lib/domain/refusal.ts).
// An email that already has an account (by password, OAuth or magic link) is refused:
// attaching a password to it without proving ownership of the address would hand the
// account to whoever typed it first.
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { isValidEmail, normalEmail } from "./email";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, hashPassword } from "./password";
import { hitSignUp } from "./rate-limit";
import { parseRefusal, refusalMessage as m, waitMinutes, type Refusal } from "@/lib/domain/refusal";

const NAME_MAX = 100;
const NAME_TOO_LONG: Refusal = { code: "nameMax", params: { max: NAME_MAX } };
const EMAIL_INVALID: Refusal = { code: "emailInvalid", params: { example: "you@example.com" } };
const PASSWORD_TOO_SHORT: Refusal = { code: "passwordMin", params: { min: PASSWORD_MIN_LENGTH } };

const SignUpInput = z.object({
  name: z.string().trim().max(NAME_MAX, m(NAME_TOO_LONG)).optional().default(""),
  email: z.string().transform(normalEmail).refine(isValidEmail, m(EMAIL_INVALID)),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, m(PASSWORD_TOO_SHORT))
    .max(PASSWORD_MAX_LENGTH, m({ code: "passwordMax", params: { max: PASSWORD_MAX_LENGTH } })),
});

type Field = "name" | "email" | "password";
/** A field's refusal when zod's own check failed (not a string at all). */
const FALLBACK: Record<Field, Refusal> = { name: NAME_TOO_LONG, email: EMAIL_INVALID, password: PASSWORD_TOO_SHORT };

export type SignUpResult =
  { ok: true; userId: string; email: string } | { ok: false; fieldErrors: Partial<Record<Field | "form", Refusal>> };

/** `ip` is the client's address (lib/http/client-address.ts), for the sign-up limiter. */
export async function signUpWithPassword(input: unknown, ip: string): Promise<SignUpResult> {
  const parsed = SignUpInput.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<Field, Refusal>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      fieldErrors[field] ??= parseRefusal(issue.message) ?? FALLBACK[field];
    }
    return { ok: false, fieldErrors };
  }
  const { name, email, password } = parsed.data;
  const wait = await hitSignUp(ip, email);
  if (wait > 0) {
    return {
      ok: false,
      fieldErrors: { form: { code: "tooManyAccounts", params: { minutes: waitMinutes(wait) } } },
    };
  }
  const passwordHash = await hashPassword(password);
  try {
    const user = await prisma.user.create({
      data: { email, name: name || email.split("@")[0], passwordHash },
    });
    return { ok: true, userId: user.id, email };
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
      return { ok: false, fieldErrors: { email: { code: "emailTaken" } } };
    }
    throw err;
  }
}
