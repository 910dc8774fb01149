// Sources' snapshots in: read and normalise every feed of the run, plan against the
// database (classify adverts, match the new ones of all the feeds together), then write
// each source's operations in batches of one transaction each.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { runPhotoStage } from "@/lib/photos/photo-stage";
import { loadKeptApartPairs } from "./kept-apart-pairs";
import { Consolidator } from "../match/consolidate/consolidator";
import { KeptApart } from "../match/consolidate/kept-apart";
import { readFeed } from "../read-feed";
import { emptyReport, type IngestReport } from "../report";
import { SourceError, type NormalisedAdvert } from "../types";
import { planSnapshots, type Op } from "./plan";
import { refuseEmptySnapshots, refuseShrinkingSnapshots, resolveSources } from "./preflight";
import type { ApplyOptions, SnapshotInput } from "./snapshot-input";
import { recordSighting, settleWithdrawnSightings } from "./sightings";
import { loadMatchRecords, loadPhotoHashes, loadSourceListings } from "./state";
import { writeBatch, type BatchContext } from "./write-batch";

/**
 * Several sources' snapshots as one run (e.g. every feed of a night): their new adverts
 * are matched together, so the properties do not depend on the order the feeds are
 * listed in. Every feed is read before anything is written: a malformed one changes
 * nothing. One report per source, in the order given.
 */
export async function applySnapshots(
  prisma: PrismaClient,
  inputs: SnapshotInput[],
  opts: ApplyOptions = {},
): Promise<IngestReport[]> {
  const started = Date.now();
  const observedAt = opts.observedAt ?? new Date();
  const ids = inputs.map((i) => i.source.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice)
    throw new SourceError(`source "${twice}" is listed twice in one run (give all its feed parts as one snapshot)`);
  const described = await resolveSources(
    prisma,
    inputs.map((i) => i.source),
  );
  const reports = ids.map((id) => emptyReport(id));
  const debug = process.env.LLAR_DEBUG_INGEST
    ? (m: string) =>
        console.error(
          `[ingest ${ids.join(",")}] ${m} +${Date.now() - started}ms rss=${Math.round(process.memoryUsage().rss / 2 ** 20)}MB heap=${Math.round(process.memoryUsage().heapUsed / 2 ** 20)}MB`,
        )
    : () => {};
  const adverts: NormalisedAdvert[][] = [];
  // Progress counts what was read (rejected adverts too); matching, what was accepted.
  let readBefore = 0;
  for (const [i, input] of inputs.entries()) {
    adverts.push(
      await readFeed(input.raw, reports[i], (n) => opts.onProgress?.({ phase: "read", done: readBefore + n })),
    );
    readBefore += reports[i].read;
  }
  const accepted = adverts.reduce((n, a) => n + a.length, 0);
  debug(`read ${accepted}`);
  await refuseEmptySnapshots(prisma, inputs, adverts, reports);
  await refuseShrinkingSnapshots(prisma, inputs, adverts);
  opts.signal?.throwIfAborted(); // stopped while reading: nothing written yet
  if (opts.photos !== false) await fetchPhotos(prisma, adverts, reports, opts);
  debug("photos");

  const runs: string[] = [];
  for (const [i, { source }] of inputs.entries()) {
    const sourceData = { ...described[i], format: source.format, feedUrl: source.feedUrl ?? null };
    await prisma.source.upsert({
      where: { id: source.id },
      create: { id: source.id, ...sourceData },
      // A source an operator removed (lib/sources) is back once a run feeds it again.
      update: { ...sourceData, removedAt: null },
    });
    runs.push((await prisma.ingestRun.create({ data: { sourceId: source.id, startedAt: new Date(started) } })).id);
  }
  try {
    await planAndWrite(prisma, inputs, adverts, reports, runs, { ...opts, observedAt, started, debug, accepted });
  } catch (err) {
    // Batches already committed stay (each is whole, and the next run completes the
    // snapshot); the runs say they did not finish, instead of looking still under way.
    const error = (err as Error).message.split("\n")[0];
    const at = new Date();
    await Promise.all(
      runs.map((id, i) =>
        prisma.ingestRun.updateMany({
          where: { id, finishedAt: null },
          data: { finishedAt: at, report: { ...reports[i], failed: error } },
        }),
      ),
    ).catch(() => {});
    throw err;
  }
  return reports;
}

/**
 * The photo stage over the run's adverts, before matching so that the matcher sees this
 * run's photos. Each URL is counted in the report of the first source that lists it.
 */
async function fetchPhotos(
  prisma: PrismaClient,
  adverts: NormalisedAdvert[][],
  reports: IngestReport[],
  opts: ApplyOptions,
): Promise<void> {
  const seen = new Set<string>();
  let fetchedBefore = 0; // progress counts fetches across the sources
  for (const [i, list] of adverts.entries()) {
    const urls = list.flatMap((a) => a.imageUrls).filter((u) => !seen.has(u) && seen.add(u));
    let fetched = 0;
    reports[i].photos = await runPhotoStage(prisma, urls, {
      ...(opts.photos || {}),
      signal: opts.signal,
      onProgress: (done) => opts.onProgress?.({ phase: "photos", done: fetchedBefore + (fetched = done) }),
    });
    fetchedBefore += fetched;
  }
}

type WriteOptions = ApplyOptions & { observedAt: Date; started: number; debug: (m: string) => void; accepted: number };

async function planAndWrite(
  prisma: PrismaClient,
  inputs: SnapshotInput[],
  adverts: NormalisedAdvert[][],
  reports: IngestReport[],
  runs: string[],
  opts: WriteOptions,
): Promise<void> {
  const { observedAt, started, debug, accepted } = opts;

  opts.onProgress?.({ phase: "match", done: 0, total: accepted });
  const parts = await Promise.all(
    inputs.map(async (input, i) => ({
      sourceId: input.source.id,
      adverts: adverts[i],
      known: await loadSourceListings(prisma, input.source.id),
      full: input.full ?? true,
    })),
  );
  const consolidator = new Consolidator();
  for (const r of await loadMatchRecords(prisma)) consolidator.add(r);
  consolidator.keptApart = new KeptApart(await loadKeptApartPairs(prisma)); // operators' splits (npm run match)
  debug(`loaded ${consolidator.size} candidates`);
  // The photo stage has read the new adverts' photos by now: their hashes are evidence.
  const hashes = await loadPhotoHashes(
    prisma,
    parts.flatMap((p) => p.adverts.flatMap((a) => a.imageUrls)),
  );
  const plan = planSnapshots(parts, consolidator, hashes);
  debug(`planned ${plan.ops.length} ops`);
  opts.onProgress?.({ phase: "match", done: accepted, total: accepted });

  // Each source's operations in its own batches (its report counts what they did); the
  // properties planned in the run are shared, so a later source's batch joins a property
  // an earlier one created.
  const ctx: BatchContext = { observedAt, pendingNew: new Set(plan.newPropertyIds), alias: new Map() };
  const size = opts.batchSize ?? 1000;
  let written = 0;
  for (const [i, report] of reports.entries()) {
    const ops = plan.ops.filter((o) => o.sourceId === report.source);
    const mergedBefore = ctx.alias.size;
    await settleWithdrawnSightings(prisma, ops);
    for (let at = 0; at < ops.length; at += size) {
      opts.signal?.throwIfAborted();
      const batch = ops.slice(at, at + size);
      const counts = await prisma.$transaction((tx) => writeBatch(tx, batch, ctx), {
        timeout: 600_000,
        maxWait: 60_000,
      });
      report.propertiesCreated += counts.propertiesCreated;
      report.propertiesUpdated += counts.propertiesUpdated;
      report.propertiesDelisted += counts.propertiesDelisted;
      report.propertiesRelisted += counts.propertiesRelisted;
      written += batch.length;
      opts.onProgress?.({ phase: "write", done: written, total: plan.ops.length });
    }
    const { sourceId, full, adverts: shown } = parts[i];
    await recordSighting(prisma, { sourceId, full, externalIds: shown.map((a) => a.externalId), observedAt });
    countOps(report, ops);
    report.unchanged = plan.unchanged.get(report.source) ?? 0;
    report.propertiesMerged = ctx.alias.size - mergedBefore;
    report.elapsedMs = Date.now() - started;
    await prisma.ingestRun.update({ where: { id: runs[i] }, data: { finishedAt: new Date(), report } });
  }
  debug("written");
}

function countOps(report: IngestReport, ops: Op[]): void {
  for (const op of ops) {
    if (op.kind === "create") report.created++;
    else if (op.kind === "update") report.updated++;
    else report.removed++;
  }
}
