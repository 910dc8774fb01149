// One autocannon measurement (16 connections by default) against the running app.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

export type Measurement = {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** CPU time of the server process per request (user + system, ms), where /proc exists. */
  cpuPerRequest?: number;
  /** CPU time of the database's backends serving the bench database, per request (ms). */
  dbCpuPerRequest?: number;
  /** Every response's latency (ms), so that rounds can be pooled (interleaved.ts). */
  latencies?: number[];
  /** Interleaved runs: the highest of the rounds' own p99 (ms). */
  worstRoundP99?: number;
};

/** User + system CPU of process `pid` in ms (Linux /proc; undefined elsewhere). */
function cpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
  } catch {
    return undefined;
  }
}

/** CPU ms of each of `pids` (processes that are gone are left out). */
function cpuByPid(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const ms = cpuMs(pid);
    if (ms !== undefined) out.set(pid, ms);
  }
  return out;
}

/** CPU spent between two readings by the processes present in both. */
function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? ms);
  return sum;
}

export async function measure(
  name: string,
  base: string,
  path: string | (() => string),
  opts: {
    key?: string;
    duration: number;
    connections: number;
    serverPid?: number;
    /** The PostgreSQL backends of the bench database (its PostgreSQL CPU is part of a request's cost). */
    dbPids?: () => Promise<number[]>;
  },
): Promise<Measurement> {
  const headers = opts.key ? { authorization: `Bearer ${opts.key}` } : undefined;
  const pick = typeof path === "function" ? path : () => path;
  const cpuBefore = cpuMs(opts.serverPid);
  const dbBefore = opts.dbPids ? cpuByPid(await opts.dbPids()) : undefined;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: base,
        connections: opts.connections,
        duration: opts.duration,
        headers,
        requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: pick() }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    run.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  const measurement: Measurement = {
    name,
    path: typeof path === "function" ? "(random id per request)" : path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    latencies,
  };
  const cpuAfter = cpuMs(opts.serverPid);
  if (cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0)
    measurement.cpuPerRequest = (cpuAfter - cpuBefore) / result.requests.total;
  if (dbBefore && opts.dbPids && result.requests.total > 0)
    measurement.dbCpuPerRequest = cpuSpent(dbBefore, cpuByPid(await opts.dbPids())) / result.requests.total;
  return measurement;
}
