// One source's snapshot in: read and normalise it all, plan against the database
// (classify adverts, match new ones), then write in batches of one transaction each.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { Consolidator } from "../match/consolidator";
import { readFeed } from "../read-feed";
import { emptyReport, type IngestReport } from "../report";
import type { RawAdvert } from "../types";
import { planSnapshot } from "./plan";
import { loadMatchRecords, loadSourceListings } from "./state";
import { writeBatch, type BatchContext } from "./write-batch";

export type SourceInfo = { id: string; name: string; homepageUrl: string; format: string; feedUrl?: string | null };

export type Progress = { phase: "read" | "match" | "write"; done: number; total?: number };

export type ApplyOptions = {
  /** The snapshot lists every advert of the source: missing ones are removed. Default true. */
  full?: boolean;
  /** When the snapshot was observed (first/last seen, price history). Default: now. */
  observedAt?: Date;
  batchSize?: number;
  onProgress?: (p: Progress) => void;
};

export async function applySnapshot(
  prisma: PrismaClient, source: SourceInfo, raw: AsyncIterable<RawAdvert>, opts: ApplyOptions = {},
): Promise<IngestReport> {
  const started = Date.now();
  const observedAt = opts.observedAt ?? new Date();
  const report = emptyReport(source.id);
  const debug = process.env.LLAR_DEBUG_INGEST ? (m: string) => console.error(`[ingest ${source.id}] ${m} +${Date.now() - started}ms rss=${Math.round(process.memoryUsage().rss / 2 ** 20)}MB heap=${Math.round(process.memoryUsage().heapUsed / 2 ** 20)}MB`) : () => {};
  const adverts = await readFeed(raw, report, (n) => opts.onProgress?.({ phase: "read", done: n }));
  debug(`read ${adverts.length}`);

  const sourceData = { name: source.name, homepageUrl: source.homepageUrl, format: source.format, feedUrl: source.feedUrl ?? null };
  await prisma.source.upsert({ where: { id: source.id }, create: { id: source.id, ...sourceData }, update: sourceData });
  const run = await prisma.ingestRun.create({ data: { sourceId: source.id, startedAt: new Date(started) } });

  opts.onProgress?.({ phase: "match", done: 0, total: adverts.length });
  const known = await loadSourceListings(prisma, source.id);
  const consolidator = new Consolidator();
  for (const r of await loadMatchRecords(prisma)) consolidator.add(r);
  debug(`loaded ${consolidator.size} candidates`);
  const plan = planSnapshot({ sourceId: source.id, adverts, known, consolidator, full: opts.full ?? true });
  report.unchanged = plan.unchanged;
  debug(`planned ${plan.ops.length} ops`);

  const ctx: BatchContext = { sourceId: source.id, observedAt, pendingNew: new Set(plan.newPropertyIds), alias: new Map() };
  const size = opts.batchSize ?? 1000;
  for (let i = 0; i < plan.ops.length; i += size) {
    const batch = plan.ops.slice(i, i + size);
    const counts = await prisma.$transaction((tx) => writeBatch(tx, batch, ctx), { timeout: 600_000, maxWait: 60_000 });
    report.propertiesCreated += counts.propertiesCreated;
    report.propertiesUpdated += counts.propertiesUpdated;
    report.propertiesDelisted += counts.propertiesDelisted;
    report.propertiesRelisted += counts.propertiesRelisted;
    opts.onProgress?.({ phase: "write", done: Math.min(i + size, plan.ops.length), total: plan.ops.length });
  }
  debug("written");
  for (const op of plan.ops) {
    if (op.kind === "create") report.created++;
    else if (op.kind === "update") report.updated++;
    else report.removed++;
  }
  report.propertiesMerged = ctx.alias.size;
  report.elapsedMs = Date.now() - started;
  await prisma.ingestRun.update({ where: { id: run.id }, data: { finishedAt: new Date(), report } });
  return report;
}
