// The ingest's photo stage (applySnapshots runs it before matching, so the matcher sees the
// hashes of this run's photos): every photo URL of the run's adverts that has no `photo` row,
// or whose retry is due, is fetched once, decoded, hashed and copied into the store; its
// outcome is written to `photo`. URLs already known cost one indexed lookup and no request.
// Memory stays bounded: at most `concurrency` photos are in flight, results are written in
// small batches.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { parseAllowHosts } from "@/lib/http/public-address";
import { fetchPhoto, type FetchLimits } from "./fetch-photo";
import { HostLimiter, hostOf } from "./host-limiter";
import { HostNames } from "./host-names";
import type { PhotoCache } from "./photo-cache";
import { photoStoreFromEnv } from "./photo-store";
import type { PhotoStore } from "./store-contract";
import { processPhoto } from "./process-photo";
import { dueUrls, writeOutcomes, type PhotoOutcome } from "./photo-rows";
import { countOutcome, emptyPhotoReport, type PhotoStageReport } from "./stage-report";

export type PhotoStageOptions = {
  store?: PhotoStore;
  /** Default PHOTO_FETCH_ALLOW_HOSTS. */
  allowHosts?: ReadonlySet<string>;
  /** Photos in flight at once (default 16) and per host (default 6). */
  concurrency?: number;
  perHost?: number;
  limits?: Omit<FetchLimits, "allowHosts">;
  /** Per-URL outcomes kept outside the database (the evaluation's; photo-cache.ts). */
  cache?: PhotoCache;
  now?: Date;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
};

const WRITE_BATCH = 200;

/** Interleaves URLs by host, so the per-host limit never idles the global one. */
function roundRobinByHost(urls: string[]): string[] {
  const byHost = new Map<string, string[]>();
  for (const url of urls) {
    const host = hostOf(url);
    const list = byHost.get(host);
    if (list) list.push(url);
    else byHost.set(host, [url]);
  }
  const lists = [...byHost.values()];
  const out: string[] = [];
  for (let i = 0; out.length < urls.length; i++) for (const list of lists) if (i < list.length) out.push(list[i]);
  return out;
}

async function fetchAndProcess(
  url: string,
  opts: Required<Pick<PhotoStageOptions, "store" | "allowHosts">> & PhotoStageOptions,
): Promise<PhotoOutcome> {
  const fetched = await fetchPhoto(url, { ...opts.limits, allowHosts: opts.allowHosts });
  if (fetched.status !== "ok") return { url, status: fetched.status, error: fetched.error, bytes: null };
  const bytes = fetched.body.length;
  const processed = await processPhoto(url, fetched.body, opts.store);
  if (processed.status !== "ok") return { url, status: processed.status, error: processed.error, bytes };
  return { url, ...processed, bytes, error: null };
}

export async function runPhotoStage(
  prisma: PrismaClient,
  urls: Iterable<string>,
  options: PhotoStageOptions = {},
): Promise<PhotoStageReport> {
  const started = Date.now();
  const cpu = process.cpuUsage();
  const opts = {
    ...options,
    store: options.store ?? photoStoreFromEnv(),
    allowHosts: options.allowHosts ?? parseAllowHosts(process.env.PHOTO_FETCH_ALLOW_HOSTS),
  };
  const now = opts.now ?? new Date();
  const report = emptyPhotoReport();
  const distinct = [...new Set(urls)];
  report.urls = distinct.length;
  const due = await dueUrls(prisma, distinct, now);
  report.known = distinct.length - due.size;

  const pending: PhotoOutcome[] = [];
  const flush = async () => {
    if (pending.length) await writeOutcomes(prisma, pending.splice(0), now);
  };
  const record = async (outcome: PhotoOutcome) => {
    countOutcome(report, outcome.status);
    report.bytes += outcome.bytes ?? 0;
    pending.push(outcome);
    if (pending.length >= WRITE_BATCH) await flush();
  };

  const queue: { url: string; attempts: number }[] = [];
  for (const url of roundRobinByHost([...due.keys()])) {
    const cached = opts.cache?.get(url);
    // A cached copy counts only if the store still has it (the cache and the store travel together).
    if (
      cached &&
      (cached.status !== "ok" || (cached.storeKey && (await opts.store.has(`${cached.storeKey}-480.webp`))))
    ) {
      report.cached++;
      countOutcome(report, cached.status);
      pending.push({ url, ...cached, hash: cached.hash === null ? null : BigInt(cached.hash) });
      if (pending.length >= WRITE_BATCH) await flush();
    } else queue.push({ url, attempts: due.get(url)! });
  }

  const limiter = new HostLimiter(opts.concurrency ?? 16, opts.perHost ?? 6);
  const names = new HostNames();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < queue.length) {
      opts.signal?.throwIfAborted();
      const { url, attempts } = queue[next++];
      const unresolved = await names.problem(url);
      const outcome: PhotoOutcome = unresolved
        ? { url, status: "dead", error: unresolved, bytes: null }
        : await limiter.run(hostOf(url), () => fetchAndProcess(url, opts));
      outcome.attempts = attempts + 1;
      await record(outcome);
      await opts.cache?.set(url, {
        status: outcome.status,
        hash: outcome.hash?.toString() ?? null,
        bytes: outcome.bytes,
        width: outcome.width ?? null,
        height: outcome.height ?? null,
        storeKey: outcome.storeKey ?? null,
        error: outcome.error,
      });
      opts.onProgress?.(++done, queue.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.concurrency ?? 16, queue.length) }, worker));
  await flush();
  const used = process.cpuUsage(cpu);
  report.cpuMs = Math.round((used.user + used.system) / 1000);
  report.elapsedMs = Date.now() - started;
  return report;
}
