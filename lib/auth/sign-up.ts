// Email + password sign-up. Validation messages name the field and say what to do.
// An email that already has an account (by password, OAuth or magic link) is refused:
// attaching a password to it without proving ownership of the address would hand the
// account to whoever typed it first.
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { isValidEmail } from "./email";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, hashPassword } from "./password";
import { hitSignUp, inMinutes } from "./rate-limit";

const SignUpInput = z.object({
  name: z.string().trim().max(100, "Name: at most 100 characters.").optional().default(""),
  email: z.string().trim().toLowerCase().refine(isValidEmail, "Email: enter an address like you@example.com."),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password: at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Password: at most ${PASSWORD_MAX_LENGTH} characters.`),
});

export type SignUpResult =
  | { ok: true; userId: string; email: string }
  | { ok: false; fieldErrors: Partial<Record<"name" | "email" | "password" | "form", string>> };

export const EMAIL_TAKEN = "Email: an account with this address already exists. Sign in instead.";

/** `ip` is the client's address (lib/http/client-address.ts), for the sign-up limiter. */
export async function signUpWithPassword(input: unknown, ip: string): Promise<SignUpResult> {
  const parsed = SignUpInput.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<"name" | "email" | "password", string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as "name" | "email" | "password";
      fieldErrors[field] ??= issue.message.includes(":") ? issue.message : `${field}: ${issue.message}`;
    }
    return { ok: false, fieldErrors };
  }
  const { name, email, password } = parsed.data;
  const wait = await hitSignUp(ip);
  if (wait > 0) {
    return {
      ok: false,
      fieldErrors: { form: `Too many accounts created from your network. Try again ${inMinutes(wait)}.` },
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
      return { ok: false, fieldErrors: { email: EMAIL_TAKEN } };
    }
    throw err;
  }
}
