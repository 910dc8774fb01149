// One pull of a scheduled source: claim it if due, fetch its feed (conditionally), apply it
// as a full snapshot through the ingest with all its guards, and record the run. A 304 (or
// an untouched file) is an `unchanged` run and a sighting; a failure or a refused snapshot
// withdraws nothing and backs off (docs/decisions.md#scheduled-pulls).
import { prisma } from "@/lib/db/client";
import { recordSighting } from "@/lib/ingest/apply/sightings";
import { FeedError, ingestFeeds, SourceError, type IngestReport } from "@/lib/ingest/run-ingest";
import { fetchSnapshot, FetchFailure, type Validators } from "./fetch-snapshot";
import { notifyOperators } from "./notify-operators";
import { nextAfterFailure, STALE_RUN_MS } from "./schedule-rules";
import type { RunStatus } from "./source-views";
import { onEmbeddedDatabase, withSourceLock } from "./source-lock";

export type PullResult = { runId: string; status: RunStatus; error: string | null; report: IngestReport | null };

type Claimed = Validators & { feed: string; format: string; everySeconds: number; requested: boolean };

/**
 * Takes the source if it is due (or `force`): its next run moves one interval on and a
 * requested run is cleared, in one statement, so two workers never both take it.
 */
async function claim(id: string, force: boolean): Promise<Claimed | null> {
  const rows = await prisma.$queryRaw<Claimed[]>`
    UPDATE source s SET next_run_at = now() + make_interval(secs => s.every_seconds), run_requested_at = NULL
    FROM (SELECT id, run_requested_at FROM source WHERE id = ${id} FOR UPDATE) old
    WHERE s.id = old.id AND s.feed IS NOT NULL AND s.every_seconds IS NOT NULL AND s.removed_at IS NULL
      AND (${force} OR old.run_requested_at IS NOT NULL OR (NOT s.paused AND s.next_run_at <= now()))
    RETURNING s.feed, s.format, s.etag, s.last_modified AS "lastModified", s.every_seconds AS "everySeconds",
      old.run_requested_at IS NOT NULL AS requested`;
  return rows[0] ?? null;
}

/** Runs that never recorded their end (a killed worker): closed as failed before the next. */
async function closeStaleRuns(id: string): Promise<void> {
  // Holding the source's lock, no other run of it is alive; on the embedded database (no
  // lock) only runs older than a job's lease are surely dead.
  const before = onEmbeddedDatabase() ? new Date(Date.now() - STALE_RUN_MS) : new Date();
  await prisma.sourceRun.updateMany({
    where: { sourceId: id, status: "running", startedAt: { lt: before } },
    data: { status: "failed", finishedAt: new Date(), error: "abandoned: the pull stopped without recording its end" },
  });
}

const rejectedTotal = (r: IngestReport) => Object.values(r.rejected).reduce((a, b) => a + (b ?? 0), 0);

async function attempt(id: string, src: Claimed, observedAt: Date) {
  const snapshot = await fetchSnapshot(src.feed, src);
  if (!snapshot.changed) {
    // The feed is the one last applied in whole: every active advert was seen again now.
    await recordSighting(prisma, { sourceId: id, full: true, externalIds: [], observedAt });
    return { status: "unchanged" as const, report: null, validators: null };
  }
  try {
    const report = await ingestFeeds(prisma, { id }, src.format, [snapshot.file], { observedAt });
    return { status: "ok" as const, report, validators: snapshot.validators };
  } finally {
    await snapshot.cleanup();
  }
}

/**
 * Pulls the source if due (`force`: at once, as `sources run` does). Null when it was not
 * due or is not scheduled; SourceCommandError "busy" when another pull holds its lock.
 */
export async function pullSource(
  id: string,
  { trigger = "schedule", force = false }: { trigger?: "schedule" | "manual"; force?: boolean } = {},
): Promise<PullResult | null> {
  return withSourceLock(id, async () => {
    const src = await claim(id, force);
    if (!src) return null;
    await closeStaleRuns(id);
    const observedAt = new Date();
    const run = await prisma.sourceRun.create({
      data: { sourceId: id, trigger: src.requested ? "manual" : trigger, startedAt: observedAt },
    });
    let outcome: Awaited<ReturnType<typeof attempt>> | { status: "failed" | "refused"; error: string };
    try {
      outcome = await attempt(id, src, observedAt);
    } catch (err) {
      const refused = err instanceof FeedError || err instanceof SourceError;
      const message = (err as Error).message.split("\n").filter(Boolean);
      const line = err instanceof FetchFailure || refused ? message[0] : (message.at(-1) ?? String(err));
      outcome = { status: refused ? "refused" : "failed", error: line.slice(0, 500) };
    }
    const finishedAt = new Date();
    if ("error" in outcome) {
      const failures = (await prisma.source.findUniqueOrThrow({ where: { id } })).failuresInARow + 1;
      await prisma.$transaction([
        prisma.sourceRun.update({
          where: { id: run.id },
          data: { status: outcome.status, finishedAt, error: outcome.error },
        }),
        prisma.source.update({
          where: { id },
          data: { failuresInARow: failures, nextRunAt: nextAfterFailure(finishedAt, src.everySeconds, failures) },
        }),
      ]);
      await notifyOperators(id, failures, outcome.error);
      return { runId: run.id, status: outcome.status, error: outcome.error, report: null };
    }
    const r = outcome.report;
    await prisma.$transaction([
      prisma.sourceRun.update({
        where: { id: run.id },
        data: {
          status: outcome.status,
          finishedAt,
          ...(r && {
            read: r.read,
            accepted: r.read - rejectedTotal(r),
            rejected: rejectedTotal(r),
            withdrawn: r.removed,
            firstRejected: r.firstRejected ?? [],
            report: r,
          }),
        },
      }),
      prisma.source.update({ where: { id }, data: { failuresInARow: 0, ...(outcome.validators ?? {}) } }),
    ]);
    return { runId: run.id, status: outcome.status, error: null, report: r };
  });
}
