// The alert loop of the worker (scripts/worker.ts runs it beside the webhook worker):
// every `pollMs` it freezes the due alerts (alert-pass.ts) and sends the outbox
// (send-alerts.ts). All progress is in PostgreSQL, so it can be stopped or killed at any
// point and several workers can run it at once.
import type pg from "pg";
import { runAlertPass, type AlertPassOptions } from "./alert-pass";
import { pruneSavedSearches } from "./prune-saved-searches";
import { sendDueAlerts } from "./send-alerts";
import { config } from "@/lib/config";

export type AlertLoopOptions = AlertPassOptions & { pollMs?: number; log?: (msg: string) => void };

export class AlertLoop {
  private running = false;
  private done: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private wake: (() => void) | undefined;
  private lastError = { text: "", at: 0 };
  private lastPrune = 0;
  private readonly pollMs: number;
  private readonly log: (msg: string) => void;

  constructor(
    private readonly pool: pg.Pool,
    private readonly opts: AlertLoopOptions = {},
  ) {
    this.pollMs = opts.pollMs ?? config.ALERT_POLL_MS;
    this.log = opts.log ?? ((m) => console.log(m));
  }

  /** One pass and one sending round; returns the mails sent or tried. */
  async once(): Promise<number> {
    if (Date.now() - this.lastPrune > 3_600_000) {
      this.lastPrune = Date.now();
      await pruneSavedSearches(this.pool);
    }
    await runAlertPass(this.pool, this.opts);
    return sendDueAlerts(this.pool);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.done = this.loop();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.wake?.();
    await this.done;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      try {
        await this.once();
      } catch (err) {
        // The same error (database down, say) is logged once per 30 s.
        const text = (err as Error).message.split("\n")[0];
        if (text !== this.lastError.text || Date.now() - this.lastError.at > 30_000) {
          this.lastError = { text, at: Date.now() };
          this.log(`[alerts] pass failed: ${text}`);
        }
      }
      if (this.running)
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          this.timer = setTimeout(resolve, this.pollMs);
        });
    }
  }
}
