// What operators read about scheduled sources: the `sources list --json` shape (issue's
// contract, also the console's table), one source's settings, its run history.
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatDuration } from "./duration";
import { SourceCommandError } from "./source-errors";

export type RunStatus = "ok" | "unchanged" | "failed" | "refused";

type RunSummary = {
  status: RunStatus;
  startedAt: string;
  finishedAt: string | null;
  read: number;
  accepted: number;
  rejected: number;
  withdrawn: number;
  error: string | null;
};

export type SourceSummary = {
  id: string;
  name: string;
  format: string;
  /** null: a source only `npm run ingest` feeds (no schedule). */
  feed: string | null;
  /** "15m", or null without a schedule. */
  every: string | null;
  paused: boolean;
  nextRunAt: string | null;
  /** The last finished run; null before the first. */
  lastRun: RunSummary | null;
  failuresInARow: number;
};

type RejectedAdvert = { externalId: string | null; reason: string };

export type RunDetail = Omit<RunSummary, "status"> & {
  id: string;
  status: RunStatus | "running";
  trigger: "schedule" | "manual";
  durationMs: number | null;
  firstRejected: RejectedAdvert[];
  /** The ingest's report (lib/ingest/report.ts) when a snapshot was applied. */
  report: Prisma.JsonValue | null;
};

export type SourceDetail = SourceSummary & {
  homepage: string;
  activeAdverts: number;
  /** A pull under way, if any. */
  running: RunDetail | null;
  runRequested: boolean;
};

type RunRow = Prisma.SourceRunGetPayload<object>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function runSummary(r: RunRow): RunSummary {
  return {
    status: r.status as RunStatus,
    startedAt: r.startedAt.toISOString(),
    finishedAt: iso(r.finishedAt),
    read: r.read,
    accepted: r.accepted,
    rejected: r.rejected,
    withdrawn: r.withdrawn,
    error: r.error,
  };
}

function runDetail(r: RunRow): RunDetail {
  return {
    ...runSummary(r),
    id: r.id,
    status: r.status as RunDetail["status"],
    trigger: r.trigger as RunDetail["trigger"],
    durationMs: r.finishedAt ? r.finishedAt.getTime() - r.startedAt.getTime() : null,
    firstRejected: (r.firstRejected ?? []) as RejectedAdvert[],
    report: r.report,
  };
}

const finishedRuns = { where: { status: { not: "running" } }, orderBy: { startedAt: "desc" }, take: 1 } as const;

type SourceRow = Prisma.SourceGetPayload<{ include: { runs: true } }>;

function summaryOf(s: SourceRow): SourceSummary {
  return {
    id: s.id,
    name: s.name,
    format: s.format,
    feed: s.feed,
    every: s.everySeconds === null ? null : formatDuration(s.everySeconds),
    paused: s.paused,
    nextRunAt: iso(s.nextRunAt),
    lastRun: s.runs[0] ? runSummary(s.runs[0]) : null,
    failuresInARow: s.failuresInARow,
  };
}

/** Every source not removed, by id: `npm run sources -- list --json`. */
export async function listSources(): Promise<SourceSummary[]> {
  const rows = await prisma.source.findMany({
    where: { removedAt: null },
    orderBy: { id: "asc" },
    include: { runs: finishedRuns },
  });
  return rows.map(summaryOf);
}

/** One source with what its edit form and page need; SourceCommandError not_found. */
export async function getSource(id: string): Promise<SourceDetail> {
  const s = await prisma.source.findFirst({ where: { id, removedAt: null }, include: { runs: finishedRuns } });
  if (!s) throw new SourceCommandError("not_found", `no source "${id}"`);
  const [activeAdverts, running] = await Promise.all([
    prisma.listing.count({ where: { sourceId: id, status: "active" } }),
    prisma.sourceRun.findFirst({ where: { sourceId: id, status: "running" }, orderBy: { startedAt: "desc" } }),
  ]);
  return {
    ...summaryOf(s),
    homepage: s.homepageUrl,
    activeAdverts,
    running: running ? runDetail(running) : null,
    runRequested: s.runRequestedAt !== null,
  };
}

/** A source's runs, newest first (the running one included). */
export async function sourceRuns(id: string, { limit = 50 }: { limit?: number } = {}): Promise<RunDetail[]> {
  const rows = await prisma.sourceRun.findMany({
    where: { sourceId: id },
    orderBy: { startedAt: "desc" },
    take: Math.min(Math.max(limit, 1), 500),
  });
  return rows.map(runDetail);
}
