// A source that keeps failing needs a person: after FAILURES_BEFORE_MAIL failures in a row
// every operator (role admin) is mailed once, through EMAIL_SERVER (printed to the log
// under `npm start`). The count restarts with the next good pull.
import { sendNotice } from "@/lib/auth/mailer";
import { prisma } from "@/lib/db/client";
import { FAILURES_BEFORE_MAIL } from "./schedule-rules";

export async function notifyOperators(sourceId: string, failuresInARow: number, error: string): Promise<number> {
  if (failuresInARow !== FAILURES_BEFORE_MAIL) return 0;
  const operators = await prisma.user.findMany({
    where: { role: "admin", deletedAt: null, email: { not: null } },
    select: { email: true },
  });
  if (!operators.length) {
    console.warn(`[sources] ${sourceId} failed ${failuresInARow} times in a row and there is no operator to mail`);
    return 0;
  }
  const source = await prisma.source.findUnique({ where: { id: sourceId }, select: { name: true, nextRunAt: true } });
  const text = [
    `The source "${source?.name ?? sourceId}" (${sourceId}) failed ${failuresInARow} pulls in a row.`,
    `Last reason: ${error}`,
    `Nothing was withdrawn: its adverts stay as they were. Next attempt: ${source?.nextRunAt?.toISOString() ?? "—"}.`,
    `See its runs in /admin, or: npm run sources -- list; pause it with: npm run sources -- pause ${sourceId}`,
  ].join("\n\n");
  for (const { email } of operators)
    await sendNotice({ to: email!, subject: `Llar: source ${sourceId} is failing`, text });
  return operators.length;
}
