// The ingest's photo stage (applySnapshots runs it before matching, so the matcher sees the
// hashes of this run's photos): every photo URL of the run's adverts that has no `photo` row,
// or whose retry is due, is fetched once (a momentary failure twice), decoded, hashed and
// copied into the store; its outcome is written to `photo`. URLs already known cost one
// indexed lookup and no request. Memory stays bounded: at most `concurrency` photos are in
// flight, results are written in small batches.
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
import { isMomentary } from "./retry-policy";
import { countOutcome, emptyPhotoReport, type PhotoStageReport } from "./stage-report";
import { config } from "@/lib/config";

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

async function fetchAndProcess(url: string, opts: StageOptions): Promise<PhotoOutcome> {
  const fetched = await fetchPhoto(url, { ...opts.limits, allowHosts: opts.allowHosts });
  if (fetched.status !== "ok") return { url, status: fetched.status, error: fetched.error, bytes: null };
  const bytes = fetched.body.length;
  // processPhoto answers for the bytes; what can still throw is the store (full, unreachable):
  // that is this URL's failure, retried like a dead link, and the run goes on.
  const processed = await processPhoto(url, fetched.body, opts.store).catch((err: Error) => ({
    status: "dead" as const,
    error: `not stored: ${err.message.split("\n")[0]}`,
  }));
  if (processed.status !== "ok") return { url, status: processed.status, error: processed.error, bytes };
  return { url, ...processed, bytes, error: null };
}

type Due = { url: string; attempts: number };
type StageOptions = Required<Pick<PhotoStageOptions, "store" | "allowHosts">> & PhotoStageOptions;

/** Fetches `items` through `limiter`, handing each outcome to `then` as it comes. */
async function fetchEach(
  items: Due[],
  limiter: HostLimiter,
  names: HostNames,
  opts: StageOptions,
  then: (item: Due, outcome: PhotoOutcome) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      opts.signal?.throwIfAborted();
      const item = items[next++];
      const unresolved = await names.problem(item.url);
      const outcome: PhotoOutcome = unresolved
        ? { url: item.url, status: "dead", error: unresolved, bytes: null }
        : await limiter.run(hostOf(item.url), () => fetchAndProcess(item.url, opts));
      await then(item, outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.concurrency ?? 16, items.length) }, worker));
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
    allowHosts: options.allowHosts ?? parseAllowHosts(config.PHOTO_FETCH_ALLOW_HOSTS),
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

  const queue: Due[] = [];
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

  const names = new HostNames();
  let done = 0;
  const settle = async (outcome: PhotoOutcome, attempts: number) => {
    outcome.attempts = attempts + 1;
    await record(outcome);
    await opts.cache?.set(outcome.url, {
      status: outcome.status,
      hash: outcome.hash?.toString() ?? null,
      bytes: outcome.bytes,
      width: outcome.width ?? null,
      height: outcome.height ?? null,
      storeKey: outcome.storeKey ?? null,
      error: outcome.error,
    });
    opts.onProgress?.(++done, queue.length);
  };
  // Momentary failures get one more try once every other fetch is done, a few at a time per
  // host (retry-policy.ts); not on a host that no request reached (every connection refused
  // or timed out): it is down, and waiting on its timeouts twice would only slow the run
  // (later runs retry it).
  const momentary: Array<{ item: Due; outcome: PhotoOutcome }> = [];
  const reached = new Set<string>();
  const perHost = opts.perHost ?? 6;
  const concurrency = opts.concurrency ?? 16;
  await fetchEach(queue, new HostLimiter(concurrency, perHost), names, opts, async (item, outcome) => {
    if (outcome.status !== "dead" || outcome.error?.startsWith("HTTP ")) reached.add(hostOf(item.url));
    if (isMomentary(outcome.status, outcome.error)) momentary.push({ item, outcome });
    else await settle(outcome, item.attempts);
  });
  const again: Due[] = [];
  for (const { item, outcome } of momentary)
    if (reached.has(hostOf(item.url))) again.push(item);
    else await settle(outcome, item.attempts);
  await fetchEach(again, new HostLimiter(concurrency, Math.min(perHost, 2)), names, opts, (item, outcome) =>
    settle(outcome, item.attempts),
  );

  await flush();
  const used = process.cpuUsage(cpu);
  report.cpuMs = Math.round((used.user + used.system) / 1000);
  report.elapsedMs = Date.now() - started;
  return report;
}
