// Scenarios measured in short interleaved rounds (BENCH_ROUNDS): on a shared machine the
// load drifts during a run, and measured one after the other a baseline and a scenario
// can see different machines (a 3.3x swing between the two baseline runs of one run was
// seen). Interleaved, each scenario gets its share of every period, so their ratio holds.
import { measure, type Measurement } from "./run-autocannon";

type Scenario = { name: string; path: string | (() => string); key?: string };
type Options = {
  duration: number;
  connections: number;
  rounds: number;
  serverPid?: number;
  dbPids?: () => Promise<number[]>;
};

/** One measurement per scenario over `rounds` rounds of duration / rounds seconds each:
 *  req/s over all rounds, p50 and p99 over every response of all rounds, and the worst
 *  round's own p99 beside them (a pause in one short round sets it). */
export async function measureInterleaved(base: string, scenarios: Scenario[], o: Options): Promise<Measurement[]> {
  const rounds: Measurement[][] = scenarios.map(() => []);
  const seconds = Math.max(1, Math.round(o.duration / o.rounds));
  for (let r = 0; r < o.rounds; r++)
    for (const [i, s] of scenarios.entries())
      rounds[i].push(
        await measure(s.name, base, s.path, {
          key: s.key,
          duration: seconds,
          connections: o.connections,
          serverPid: o.serverPid,
          dbPids: o.dbPids,
        }),
      );
  return rounds.map((ms) => {
    const requests = ms.reduce((n, m) => n + m.requests, 0);
    const perRequest = (pick: (m: Measurement) => number | undefined) =>
      ms.every((m) => pick(m) !== undefined)
        ? ms.reduce((t, m) => t + pick(m)! * m.requests, 0) / Math.max(1, requests)
        : undefined;
    const all = Float64Array.from(ms.flatMap((m) => m.latencies ?? [])).sort();
    return {
      ...ms[0],
      rps: requests / (seconds * ms.length),
      p50: percentile(all, 0.5),
      p99: percentile(all, 0.99),
      worstRoundP99: Math.max(...ms.map((m) => m.p99)),
      latencies: undefined,
      requests,
      non2xx: ms.reduce((n, m) => n + m.non2xx, 0),
      errors: ms.reduce((n, m) => n + m.errors, 0),
      cpuPerRequest: perRequest((m) => m.cpuPerRequest),
      dbCpuPerRequest: perRequest((m) => m.dbCpuPerRequest),
    };
  });
}

/** The nearest-rank percentile of sorted latencies, in whole ms as autocannon reports them. */
function percentile(sorted: Float64Array, q: number): number {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
}
