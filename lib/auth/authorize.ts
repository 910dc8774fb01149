// Email + password sign-in (the Credentials provider's authorize). Errors thrown here reach
// the sign-in form as their message, so they are written for people; a wrong email and a
// wrong password give the same answer so the form does not reveal which accounts exist.
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { burnPasswordCheck, verifyPassword } from "./password";
import { clientAddress } from "@/lib/http/client-address";
import { clearSignInFailures, hitSignIn, inMinutes } from "./rate-limit";

const Credentials = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(200),
});

export const WRONG_CREDENTIALS = "Wrong email or password.";

type Headers = Record<string, string | string[] | undefined>;

export async function authorizeWithPassword(input: Record<string, string> | undefined, headers: Headers) {
  const parsed = Credentials.safeParse(input ?? {});
  if (!parsed.success) throw new Error("Enter your email and password.");
  const { email, password } = parsed.data;
  const ip = clientAddress(headers);

  // Counted before the password is checked: parallel guesses each take a count first.
  const wait = await hitSignIn(email, ip);
  if (wait > 0) throw new Error(`Too many failed attempts. Try again ${inMinutes(wait)}.`);

  const user = await prisma.user.findUnique({ where: { email } });
  if (!user?.passwordHash) {
    await burnPasswordCheck(password);
    throw new Error(WRONG_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw new Error(WRONG_CREDENTIALS);
  await clearSignInFailures(email, ip);
  return { id: user.id, email: user.email, name: user.name, image: user.image, role: user.role };
}
