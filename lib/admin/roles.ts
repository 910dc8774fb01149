// Granting the operator role (`npm run admin -- grant|revoke|list`). The role lives on
// the user row; sessions re-read it, so a grant or revoke applies to open sessions too.
// Granting to an address with no account yet creates it, as `npm run keys` does: the
// operator then signs in with that address (magic link, a password reset, or OAuth).
import { prisma } from "@/lib/db/client";
import { ensureUser } from "@/lib/auth/api-keys";

export async function grantAdmin(email: string): Promise<{ created: boolean }> {
  const existed = await prisma.user.findUnique({ where: { email: email.trim().toLowerCase() } });
  if (existed?.deletedAt) throw new Error(`the account of ${email} was deleted`);
  const user = existed ?? (await ensureUser(email));
  await prisma.user.update({ where: { id: user.id }, data: { role: "admin" } });
  return { created: !existed };
}

/** False when the address had no admin role to revoke. */
export async function revokeAdmin(email: string): Promise<boolean> {
  const { count } = await prisma.user.updateMany({
    where: { email: email.trim().toLowerCase(), role: "admin" },
    data: { role: "user" },
  });
  return count > 0;
}

export async function listAdmins(): Promise<string[]> {
  const rows = await prisma.user.findMany({
    where: { role: "admin", deletedAt: null },
    select: { email: true },
    orderBy: { email: "asc" },
  });
  return rows.flatMap((r) => (r.email ? [r.email] : []));
}
