// The webhook worker (npm run worker; npm start runs one beside the app). One loop fans
// the change log out into events (fan-out.ts); `concurrency` loops each claim one due
// event, deliver it and record the attempt; queue.ts keeps one customer from holding
// more than `perCustomer` of them. All progress lives in PostgreSQL, so a worker
// can be killed at any point: a fan-out rolls back whole, and an event it was delivering
// stays pending and is delivered again once its lease runs out (at least once). Any
// number of workers can run against one database (queue.ts).
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type pg from "pg";
import { webhookTiming, type WebhookTiming } from "./config";
import { deliverClaimed } from "./deliver";
import { fanOut } from "./fan-out";
import { englishRefusal } from "@/lib/i18n/refusal-text";
import { pruneFinishedEvents } from "./prune";
import { claimDue } from "./queue";
import { deliveryRefusal } from "./send";
import { config } from "@/lib/config";

export type WorkerOptions = Partial<WebhookTiming> & {
  concurrency?: number;
  /** Attempts in flight at once for one account (WEBHOOK_CONCURRENCY_PER_CUSTOMER; half the loops by default). */
  perCustomer?: number;
  log?: (msg: string) => void;
};

export class WebhookWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  readonly timing: WebhookTiming;
  private readonly concurrency: number;
  private readonly perCustomer: number;
  private readonly log: (msg: string) => void;
  private running = false;
  private loops: Promise<void>[] = [];
  private wake: (() => void)[] = [];
  private prunedAt = 0;
  private lastError = { text: "", at: 0 };

  constructor(
    private readonly pool: pg.Pool,
    opts: WorkerOptions = {},
  ) {
    const { concurrency, perCustomer, log, ...timing } = opts;
    this.timing = webhookTiming(timing);
    this.concurrency = concurrency ?? config.WEBHOOK_CONCURRENCY;
    this.perCustomer =
      perCustomer ?? config.WEBHOOK_CONCURRENCY_PER_CUSTOMER ?? Math.max(1, Math.floor(this.concurrency / 2));
    this.log = log ?? ((m) => console.log(m));
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loops = [this.loop("fan-out", () => this.fanOutOnce())];
    for (let i = 0; i < this.concurrency; i++) this.loops.push(this.loop(`delivery ${i}`, () => this.deliverOnce()));
  }

  /** Stops claiming; resolves when the deliveries under way have been recorded. */
  async stop(): Promise<void> {
    this.running = false;
    for (const w of this.wake.splice(0)) w();
    await Promise.all(this.loops);
  }

  /** Reads new changes into events; true when it found any. */
  async fanOutOnce(): Promise<boolean> {
    if (Date.now() - this.prunedAt > 3_600_000) {
      this.prunedAt = Date.now();
      await pruneFinishedEvents(this.pool);
    }
    return (await fanOut(this.pool)) > 0;
  }

  /** Claims, sends and records one due event; false when none was due. */
  async deliverOnce(): Promise<boolean> {
    const lease = this.timing.timeoutMs + this.timing.leaseGraceMs;
    const event = await claimDue(this.pool, this.id, lease, this.perCustomer);
    if (!event) return false;
    const outcome = await deliverClaimed(this.pool, event, this.id, this.timing);
    if (!outcome.result.ok) {
      const why = deliveryRefusal(outcome.result) ?? { code: "deliveryFailed" };
      this.log(
        `[webhooks] ${event.id} to ${event.url}: ${englishRefusal(why)} (attempt ${event.attempts}, now ${outcome.state})`,
      );
    }
    return true;
  }

  private async loop(name: string, step: () => Promise<boolean>): Promise<void> {
    while (this.running) {
      let busy = false;
      try {
        busy = await step();
      } catch (err) {
        this.logError(`${name} failed: ${(err as Error).message.split("\n")[0]}`);
      }
      if (!busy && this.running) await this.sleep(this.timing.pollMs);
    }
  }

  /** The same error (database down, say) is logged once per 30 s, not once per loop and poll. */
  private logError(text: string): void {
    const key = text.replace(/^delivery \d+/, "delivery");
    if (key === this.lastError.text && Date.now() - this.lastError.at < 30_000) return;
    this.lastError = { text: key, at: Date.now() };
    this.log(`[webhooks] ${text}`);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.wake = this.wake.filter((w) => w !== done);
        resolve();
      }, ms);
      this.wake.push(done);
    });
  }
}
