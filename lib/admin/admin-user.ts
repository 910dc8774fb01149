// Who may use /admin: a signed-in user whose row says role "admin" (re-read on every
// request, lib/auth/session.ts, so a revoked role takes effect at once). Everyone else,
// signed in or not, gets the site's 404: the console does not exist for them, and a
// redirect to sign-in would say that it does (docs/decisions.md#operator-console).
import { notFound } from "next/navigation";
import { currentUser, type CurrentUser } from "@/lib/auth/session";

export async function adminOrNotFound(): Promise<CurrentUser & { email: string }> {
  const user = await currentUser();
  if (user?.role !== "admin" || !user.email) notFound();
  return { ...user, email: user.email };
}
