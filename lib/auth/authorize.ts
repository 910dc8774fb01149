// Email + password sign-in (the Credentials provider's authorize). A refusal thrown here
// reaches the sign-in form as its message (a RefusalError's JSON), which the form words in
// the page's language; a wrong email and a wrong password give the same answer so the form
// does not reveal which accounts exist.
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { burnPasswordCheck, verifyPassword } from "./password";
import { clientAddress } from "@/lib/http/client-address";
import { normalEmail } from "./email";
import { clearSignInFailures, hitSignIn } from "./rate-limit";
import { RefusalError, waitMinutes } from "@/lib/domain/refusal";

const Credentials = z.object({
  email: z.string().transform(normalEmail).pipe(z.string().min(1).max(254)),
  password: z.string().min(1).max(200),
});

type Headers = Record<string, string | string[] | undefined>;

export async function authorizeWithPassword(input: Record<string, string> | undefined, headers: Headers) {
  const parsed = Credentials.safeParse(input ?? {});
  if (!parsed.success) throw new RefusalError({ code: "enterCredentials" });
  const { email, password } = parsed.data;
  const ip = clientAddress(headers);

  // Counted before the password is checked: parallel guesses each take a count first.
  const wait = await hitSignIn(email, ip);
  if (wait > 0) throw new RefusalError({ code: "tooManyAttempts", params: { minutes: waitMinutes(wait) } });

  const user = await prisma.user.findUnique({ where: { email } });
  if (!user?.passwordHash) {
    await burnPasswordCheck(password);
    throw new RefusalError({ code: "wrongCredentials" });
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw new RefusalError({ code: "wrongCredentials" });
  await clearSignInFailures(email, ip);
  return { id: user.id, email: user.email, name: user.name, image: user.image, role: user.role };
}
