// One pipelined connection (node-postgres `pipeline: true`) for small, independent
// statements that every API request makes: the quota count above all. Statements issued
// in the same event-loop turn are written to the socket together, in one write, and the
// server answers them in order; each keeps its own Sync, so each succeeds or fails alone
// and its semantics are exactly those of running it by itself. On this kind of machine a
// socket write is one of the costliest steps of a request (docs/benchmarks.md#api), and
// under load many requests reach their quota statement in the same turn.
// A lost connection fails the statements in flight (the API answers 503) and the next
// statement opens a new one. atNextFlush lets a caller build statements at write time
// from everything asked during the turn (the quota count of one key's concurrent
// requests becomes one statement, lib/api/quota-batch.ts), in the same write.
import { Socket } from "node:net";
import pg from "pg";
import type { Prisma } from "@/lib/generated/prisma/client";
import { namedStatementsEnabled, runStatement } from "./sql";

type Pending = { sql: Prisma.Sql; resolve: (rows: unknown[]) => void; reject: (err: unknown) => void };

export class StatementPipeline {
  private connecting: Promise<pg.Client> | null = null;
  private client: pg.Client | null = null;
  /** Each client's socket (node-postgres's `stream` option), corked around a batch. */
  private readonly sockets = new WeakMap<pg.Client, Socket>();
  private queue: Pending[] = [];
  private scheduled = false;
  private readonly builders = new Set<() => void>();

  constructor(private readonly config: pg.ClientConfig) {}

  rows<T>(sql: Prisma.Sql): Promise<T[]> {
    return new Promise<T[]>((resolve, reject) => {
      this.queue.push({ sql, resolve: resolve as (rows: unknown[]) => void, reject });
      this.schedule();
    });
  }

  /** Calls `build` once, just before the next batch is written; the statements it issues
   *  with rows() go out in that batch. `build` must not throw. */
  atNextFlush(build: () => void): void {
    this.builders.add(build);
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  async end(): Promise<void> {
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    this.connecting = null;
    await client?.end().catch(() => undefined);
  }

  private async flush(): Promise<void> {
    // Still marked scheduled here, so statements the builders issue join this batch.
    for (const build of [...this.builders]) {
      this.builders.delete(build);
      build();
    }
    this.scheduled = false;
    const batch = this.queue.splice(0);
    let client: pg.Client;
    try {
      client = this.client ?? (await this.connect());
    } catch (err) {
      for (const p of batch) p.reject(err);
      return;
    }
    // Corked: every statement of the batch leaves in one write when the socket uncorks.
    const socket = this.sockets.get(client);
    socket?.cork();
    const retire = () => this.retire(client);
    try {
      for (const p of batch) {
        runStatement(client, p.sql, namedStatementsEnabled(), retire).then((r) => p.resolve(r.rows), p.reject);
      }
    } finally {
      socket?.uncork();
    }
  }

  /** New statements go to a new connection; this one ends once its statements are answered. */
  private retire(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    setImmediate(() => void client.end().catch(() => undefined));
  }

  private connect(): Promise<pg.Client> {
    if (this.connecting) return this.connecting;
    const socket = new Socket();
    const client = new pg.Client({ ...this.config, pipeline: true, stream: () => socket });
    this.sockets.set(client, socket);
    const forget = () => {
      if (this.client === client) this.client = null;
      if (this.connecting === attempt) this.connecting = null;
    };
    client.on("error", () => {
      forget();
      client.end().catch(() => undefined);
    });
    client.on("end", forget);
    const attempt = client.connect().then(
      () => {
        this.client = client;
        return client;
      },
      (err) => {
        forget();
        throw err;
      },
    );
    this.connecting = attempt;
    return attempt;
  }
}
