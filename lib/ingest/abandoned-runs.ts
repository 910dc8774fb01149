// A run killed outright (SIGKILL, the machine going down) cannot record its own end: its
// ingest_run row stays "under way" for ever. The next run of the same source, once it holds
// the source's lock (run-lock.ts), knows no other run of that source is alive, so any such
// row is a dead run: it is closed as failed. Its committed batches stay; the new run
// completes the snapshot.
import type { PrismaClient } from "@/lib/generated/prisma/client";

export const ABANDONED =
  "abandoned: the run stopped without recording its end (killed?); what it wrote stays, a later run completes the snapshot";

/**
 * Closes the unfinished runs of these sources. Call only while holding their locks: without
 * them an unfinished row may be a run still going. Returns how many were closed.
 */
export async function closeAbandonedRuns(prisma: PrismaClient, sourceIds: string[]): Promise<number> {
  const { count } = await prisma.ingestRun.updateMany({
    where: { sourceId: { in: sourceIds }, finishedAt: null },
    data: { finishedAt: new Date(), report: { failed: ABANDONED } },
  });
  return count;
}
