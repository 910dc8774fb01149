// The console's audit log: every /admin action that changed something, with who (the
// operator's address at the time, kept if the account goes), what, on what and when.
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";

export type AuditEntry = { actor: string; action: string; target: string; detail?: Prisma.InputJsonObject };

export async function recordAudit(entry: AuditEntry): Promise<void> {
  await prisma.adminAudit.create({ data: entry });
}

export async function recentAudit({ limit = 100, target }: { limit?: number; target?: string } = {}) {
  return prisma.adminAudit.findMany({
    where: target ? { target } : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
}
