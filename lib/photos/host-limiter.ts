// How many photo downloads run at once: a few per host (a portal's image server is somebody
// else's machine, and a burst of a thousand requests looks like an attack) and a global
// ceiling (each download in flight holds up to 10 MB and a decode).

type Waiter = { host: string; start: () => void };

export class HostLimiter {
  private running = 0;
  private readonly perHost = new Map<string, number>();
  private readonly queue: Waiter[] = [];

  constructor(
    readonly globalLimit: number,
    readonly hostLimit: number,
  ) {
    if (globalLimit < 1 || hostLimit < 1) throw new Error("limits must be at least 1");
  }

  /** Runs `task` once a slot for `host` and a global slot are free. */
  async run<T>(host: string, task: () => Promise<T>): Promise<T> {
    await new Promise<void>((start) => {
      this.queue.push({ host, start });
      this.dispatch();
    });
    try {
      return await task();
    } finally {
      this.running--;
      this.perHost.set(host, (this.perHost.get(host) ?? 1) - 1);
      this.dispatch();
    }
  }

  /** Starts queued tasks in order, skipping those whose host is at its limit. */
  private dispatch(): void {
    for (let i = 0; i < this.queue.length && this.running < this.globalLimit;) {
      const { host, start } = this.queue[i];
      const busy = this.perHost.get(host) ?? 0;
      if (busy >= this.hostLimit) {
        i++;
        continue;
      }
      this.queue.splice(i, 1);
      this.running++;
      this.perHost.set(host, busy + 1);
      start();
    }
  }
}

/** The host (with port) a URL's requests go to; "" for a string that is not a URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return "";
  }
}
