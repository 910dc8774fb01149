// One autocannon measurement (16 connections by default) against the running app.
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
};

export async function measure(
  name: string,
  base: string,
  path: string | (() => string),
  opts: { key?: string; duration: number; connections: number },
): Promise<Measurement> {
  const headers = opts.key ? { authorization: `Bearer ${opts.key}` } : undefined;
  const pick = typeof path === "function" ? path : () => path;
  const result = await autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.duration,
    headers,
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: pick() }) }],
  });
  return {
    name,
    path: typeof path === "function" ? "(random id per request)" : path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
