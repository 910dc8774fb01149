// The scheduler the worker runs (scripts/worker.ts, started by `npm start`): every few
// seconds it queues each due source (its next run reached, or a run requested) as a pg-boss
// job keyed by the source, and works the queue. pg-boss's "short" policy holds at most one
// queued job per source; what keeps two pulls of one source apart is pullSource's claim and
// the per-source lock, which make a stale or duplicate job a no-op
// (docs/decisions.md#scheduled-pulls).
//
// Not "stately" (one queued and one active per source): a worker killed mid-pull leaves its
// job active until the lease ends, and pg-boss then fails every fetch that reaches the same
// source's next job, which is first in line: no source at all was pulled for up to an hour.
import PgBoss from "pg-boss";
import { prisma } from "@/lib/db/client";
import { pullSource } from "./pull-source";
import { STALE_RUN_MS } from "./schedule-rules";
import { SourceCommandError } from "./source-errors";

export const SOURCE_QUEUE = "source-pulls";
/** The queue of earlier versions ("stately"); its jobs are dropped at start. */
const OLD_QUEUE = "source-pull";

export const SOURCE_QUEUE_OPTIONS = {
  name: SOURCE_QUEUE,
  policy: "short",
  retryLimit: 0, // failures back off on the source's own schedule (pull-source.ts)
  expireInSeconds: STALE_RUN_MS / 1000,
} as const;

type Log = (message: string) => void;

export class SourceScheduler {
  private readonly boss: PgBoss;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> = Promise.resolve();

  constructor(
    connectionString: string,
    private readonly opts: { tickMs?: number; pollSeconds?: number; log?: Log } = {},
  ) {
    // Two connections: the queue's polls never wait behind a long pull's statements.
    this.boss = new PgBoss({ connectionString, max: 2, application_name: "llar-scheduler", schedule: false });
    this.boss.on("error", (err) => this.log(`queue error: ${err.message.split("\n")[0]}`));
  }

  private log(message: string) {
    (this.opts.log ?? ((m: string) => console.log(`[sources] ${m}`)))(message);
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.createQueue();
    if (await this.boss.getQueue(OLD_QUEUE).catch(() => null)) await this.boss.deleteQueue(OLD_QUEUE).catch(() => {});
    await this.boss.work<{ sourceId: string }>(
      SOURCE_QUEUE,
      { pollingIntervalSeconds: this.opts.pollSeconds ?? 2, batchSize: 1 },
      async ([job]) => this.pull(job.data.sourceId),
    );
    const tick = () => {
      this.ticking = this.enqueueDue().then(
        () => {},
        (err) => this.log(`tick failed: ${(err as Error).message.split("\n")[0]}`),
      );
    };
    tick();
    this.timer = setInterval(tick, this.opts.tickMs ?? 5_000);
  }

  /** The queue, once per database; workers starting together may race to create it. */
  private async createQueue(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.createQueue(SOURCE_QUEUE, SOURCE_QUEUE_OPTIONS);
        return;
      } catch (err) {
        if (await this.boss.getQueue(SOURCE_QUEUE).catch(() => null)) return;
        if (attempt >= 3) throw err;
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  }

  /** Queues every due source; the queue drops a source that already has one waiting. */
  async enqueueDue(): Promise<number> {
    const due = await prisma.$queryRaw<{ id: string }[]>`
      SELECT id FROM source
      WHERE feed IS NOT NULL AND every_seconds IS NOT NULL AND removed_at IS NULL
        AND (run_requested_at IS NOT NULL OR (NOT paused AND next_run_at <= now()))
      ORDER BY next_run_at`;
    let queued = 0;
    for (const { id } of due) if (await this.boss.send(SOURCE_QUEUE, { sourceId: id }, { singletonKey: id })) queued++;
    return queued;
  }

  private async pull(sourceId: string): Promise<void> {
    try {
      const result = await pullSource(sourceId);
      if (!result) return; // no longer due: another worker pulled it, or it was paused or removed
      const r = result.report;
      this.log(
        `${sourceId}: ${result.status}${r ? ` (read ${r.read}, ${r.created} new, ${r.updated} changed, ${r.removed} withdrawn)` : ""}${result.error ? `: ${result.error}` : ""}`,
      );
    } catch (err) {
      if (err instanceof SourceCommandError && err.code === "busy") return; // `sources run` has it
      this.log(`${sourceId}: pull crashed: ${(err as Error).message.split("\n")[0]}`);
    }
  }

  /** Stops queueing, lets a pull under way finish, closes the queue's connections. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.ticking;
    await this.boss.stop({ graceful: true, wait: true, timeout: 60_000 });
  }
}
