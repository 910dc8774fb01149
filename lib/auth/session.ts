// The signed-in user for server components, server actions and route handlers. The JWT
// only proves who signed in; the user row is re-read so a deleted account, a changed
// role or "sign out everywhere" (session version, lib/auth/active-user.ts) takes effect at once.
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { activeUser } from "./active-user";
import { authOptions } from "./options";

export async function currentUser() {
  const session = await getServerSession(authOptions());
  const id = session?.user?.id;
  if (!id) return null;
  return activeUser(id, session.user.sv);
}

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof currentUser>>>;

/** For pages: the user, or a redirect to sign-in that comes back to `returnTo`. */
export async function requireUser(returnTo: string): Promise<CurrentUser> {
  const user = await currentUser();
  if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  return user;
}
