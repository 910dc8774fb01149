// What operators do to scheduled sources, for `npm run sources` and the /admin console:
// add, change, pause, resume, ask for a pull now, remove. Input is validated by the zod
// schemas of settings.ts; refusals are SourceCommandError with a sentence to show.
import { prisma } from "@/lib/db/client";
import { applySnapshots } from "@/lib/ingest/apply/apply-snapshot";
import { newSourceSchema, settingsProblems, sourceChangesSchema, type NewSourceInput } from "./settings";
import type { SourceChangesInput } from "./settings";
import { SourceCommandError } from "./source-errors";
import { withSourceLock } from "./source-lock";

function parsed<T>(result: { success: true; data: T } | { success: false; error: import("zod").ZodError }): T {
  if (!result.success) throw new SourceCommandError("invalid", settingsProblems(result.error).join("; "));
  return result.data;
}

async function liveSource(id: string) {
  const source = await prisma.source.findFirst({ where: { id, removedAt: null } });
  if (!source) throw new SourceCommandError("not_found", `no source "${id}"`);
  return source;
}

/**
 * A new scheduled source, pulled at the worker's next tick. A source that exists without a
 * feed (made by `npm run ingest`) or was removed takes the schedule; one with a feed is
 * changed with updateSource instead.
 */
export async function addSource(input: NewSourceInput): Promise<void> {
  const s = parsed(newSourceSchema.safeParse(input));
  const existing = await prisma.source.findUnique({ where: { id: s.id } });
  if (existing && existing.removedAt === null && existing.feed !== null)
    throw new SourceCommandError("exists", `source "${s.id}" already exists (change it with \`set ${s.id}\`)`);
  const data = {
    name: s.name,
    homepageUrl: s.homepage,
    format: s.format,
    feed: s.feed,
    everySeconds: s.every,
    paused: false,
    nextRunAt: new Date(),
    runRequestedAt: null,
    etag: null,
    lastModified: null,
    failuresInARow: 0,
    removedAt: null,
  };
  await prisma.source.upsert({ where: { id: s.id }, create: { id: s.id, ...data }, update: data });
}

/** Changes some settings. A new feed drops the old one's validators and is pulled at once. */
export async function updateSource(id: string, changes: SourceChangesInput): Promise<void> {
  const c = parsed(sourceChangesSchema.safeParse(changes));
  const source = await liveSource(id);
  const now = Date.now();
  const every = c.every ?? source.everySeconds;
  let nextRunAt = source.nextRunAt;
  if (c.feed !== undefined && c.feed !== source.feed) nextRunAt = new Date(now);
  else if (every !== null && (nextRunAt === null || nextRunAt.getTime() > now + every * 1000))
    nextRunAt = new Date(now + every * 1000);
  const newFeed = c.feed !== undefined && c.feed !== source.feed;
  await prisma.source.update({
    where: { id },
    data: {
      name: c.name,
      homepageUrl: c.homepage,
      format: c.format,
      feed: c.feed,
      everySeconds: c.every,
      nextRunAt,
      ...(newFeed ? { etag: null, lastModified: null } : {}),
    },
  });
}

async function scheduled(id: string) {
  const source = await liveSource(id);
  if (source.feed === null || source.everySeconds === null)
    throw new SourceCommandError(
      "no_feed",
      `source "${id}" has no feed to pull (give it one: \`set ${id} --feed <url|path> --every <duration>\`)`,
    );
  return source;
}

/** No scheduled pulls until resumed (a requested pull still runs). */
export async function pauseSource(id: string): Promise<void> {
  await scheduled(id);
  await prisma.source.update({ where: { id }, data: { paused: true } });
}

/** Scheduled pulls again; a source overdue while paused is pulled at the next tick. */
export async function resumeSource(id: string): Promise<void> {
  await scheduled(id);
  await prisma.source.update({ where: { id }, data: { paused: false } });
}

/** Asks the workers to pull the source at their next tick (within seconds), paused or not. */
export async function requestRun(id: string): Promise<void> {
  await scheduled(id);
  await prisma.source.update({ where: { id }, data: { runRequestedAt: new Date() } });
}

/**
 * Removes a source. Refused while it has active adverts, unless `withdraw`: they are then
 * withdrawn through the ingest (an empty full snapshot), so properties are recomputed and
 * /v1/changes reports them. A source that never had adverts goes; one that had keeps its
 * row (its withdrawn adverts point at it) but leaves every list and schedule.
 */
export async function removeSource(id: string, { withdraw = false }: { withdraw?: boolean } = {}): Promise<void> {
  const source = await liveSource(id);
  const active = await prisma.listing.count({ where: { sourceId: id, status: "active" } });
  if (active && !withdraw)
    throw new SourceCommandError(
      "has_adverts",
      `source "${id}" has ${active} active adverts; remove it with --withdraw to withdraw them (they leave the site and /v1/changes reports them)`,
    );
  // Off the schedule first, so no worker claims a pull while its adverts are withdrawn.
  const unscheduled = {
    feed: null,
    everySeconds: null,
    paused: false,
    nextRunAt: null,
    runRequestedAt: null,
    etag: null,
    lastModified: null,
    failuresInARow: 0,
  };
  await prisma.source.update({ where: { id }, data: unscheduled });
  await withSourceLock(id, async () => {
    if (active) {
      const none = (async function* () {})();
      await applySnapshots(prisma, [{ source: { id, format: source.format }, raw: none, allowEmpty: true }], {
        photos: false,
      });
    }
    if ((await prisma.listing.count({ where: { sourceId: id } })) === 0) {
      await prisma.$transaction([
        prisma.ingestRun.deleteMany({ where: { sourceId: id } }),
        prisma.source.delete({ where: { id } }),
      ]);
      return;
    }
    await prisma.source.update({ where: { id }, data: { removedAt: new Date() } });
  });
}
