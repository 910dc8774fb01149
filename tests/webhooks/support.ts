// Shared setup of the webhook tests: a price band no other test's properties fall in (the
// run's database is shared by every test file), endpoints cleaned up after each test, a
// worker in a child process, and the endpoint's starting cursor for /v1/changes.
import { spawn, type ChildProcess } from "node:child_process";
import { verifyWebhook } from "@llar/client";
import { prisma } from "@/lib/db/client";
import { isoTimestamp } from "@/lib/db/iso-timestamp";
import { Prisma } from "@/lib/generated/prisma/client";

let bandNo = 0;
const runBase = 7_100_000 + Math.floor(Math.random() * 500) * 1000;

/** A price band [lo, hi] of 100 euros used by one test only. */
export function priceBand() {
  const lo = runBase + bandNo++ * 100 + 9_000_000 * Number(process.env.VITEST_POOL_ID ?? 0);
  return { lo, hi: lo + 99 };
}

/** The endpoint's cursor with its microseconds: the `since` that /v1/changes compares with. */
export async function cursorOf(endpointId: string): Promise<string> {
  const [row] = await prisma.$queryRaw<{ c: string }[]>(
    Prisma.sql`SELECT ${isoTimestamp("cursor")} AS c FROM webhook_endpoint WHERE id = ${endpointId}::uuid`,
  );
  return row.c;
}

// Every worker of the webhook tests, in-process or child, uses these (or slower) timings:
// test files run in parallel and any worker may take any test's due event.
export const FAST_TIMING = { timeoutMs: 3000, leaseGraceMs: 500, retryBaseMs: 100, retryMaxMs: 400, pollMs: 50 };

export function timingEnv(
  t: Partial<typeof FAST_TIMING> & { retryWindowMs?: number } = {},
  concurrency = 2,
): Record<string, string> {
  const all = { ...FAST_TIMING, ...t };
  return {
    WEBHOOK_TIMEOUT_MS: String(all.timeoutMs),
    WEBHOOK_LEASE_GRACE_MS: String(all.leaseGraceMs),
    WEBHOOK_RETRY_BASE_MS: String(all.retryBaseMs),
    WEBHOOK_RETRY_MAX_MS: String(all.retryMaxMs),
    WEBHOOK_POLL_MS: String(all.pollMs),
    WEBHOOK_CONCURRENCY: String(concurrency),
    ...(all.retryWindowMs ? { WEBHOOK_RETRY_WINDOW_MS: String(all.retryWindowMs) } : {}),
  };
}

/** `npm run worker` as a child process; resolves once it says it started. */
export async function spawnWorker(env: Record<string, string>): Promise<ChildProcess & { output: string[] }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  }) as ChildProcess & { output: string[] };
  child.output = [];
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      child.output.push(d.toString());
      if (d.toString().includes("started")) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (d: Buffer) => child.output.push(d.toString()));
    child.once("exit", (code) =>
      reject(new Error(`worker exited (${code}) before starting: ${child.output.join("")}`)),
    );
  });
  return child;
}

export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once("exit", () => r()));
}

/** The delivered event, checked with the typed client's verifyWebhook (the one receivers use); throws when it does not verify. */
export function verifiedEvent<T = unknown>(body: string, signature: string, secret: string): T {
  const check = verifyWebhook(body, signature, secret);
  if (!check.ok) throw new Error(`webhook does not verify: ${check.reason}`);
  return JSON.parse(body) as T;
}
