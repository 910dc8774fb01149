// The worker as operators run it (`npm run worker`, a child process) against real
// PostgreSQL and a real receiver: killed mid-delivery and restarted it loses nothing, and
// two workers side by side never deliver one event at the same time.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createEndpoint } from "@/lib/webhooks/endpoints";
import { callApi } from "../support/api-client";
import { createKey, seedProperty } from "../support/api-fixtures";
import { startReceiver, waitFor } from "./receiver";
import { createTestDatabase } from "../support/test-database";
import { cursorOf, exited, priceBand, spawnWorker, timingEnv, verifiedEvent } from "./support";

type Event = { id: string; data: { id: string; updated_at: string } };
const PUBLIC_BASE_URL = "https://llar.test";
process.env.PUBLIC_BASE_URL = PUBLIC_BASE_URL;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c().catch(() => {});
});
afterAll(() => prisma.$disconnect());

async function setup(respond: Parameters<typeof startReceiver>[0], count: number) {
  const key = await createKey("pro");
  const rx = await startReceiver(respond);
  cleanups.push(() => rx.close());
  const band = priceBand();
  const { endpoint, secret } = await createEndpoint(key.id, { url: rx.url, minPrice: band.lo, maxPrice: band.hi });
  cleanups.push(() => prisma.webhookEndpoint.deleteMany({ where: { id: endpoint.id } }));
  const since = await cursorOf(endpoint.id);
  for (let i = 0; i < count; i++) await seedProperty({ priceMin: band.lo + i });
  // What a poller would have seen: /v1/changes since the endpoint's start, in its price band.
  const feed = await callApi(`/v1/changes?since=${encodeURIComponent(since)}&limit=1000`, { key: key.key });
  const expected = (feed.body.data as { id: string; updated_at: string; price: { min: number } }[])
    .filter((d) => d.price.min >= band.lo && d.price.min <= band.hi)
    .map((d) => `${d.id}@${d.updated_at}`)
    .sort();
  expect(expected).toHaveLength(count);
  const delivered = () =>
    [
      ...new Set(
        rx.received
          .filter((r) => r.status === 200)
          .map((r) => {
            const e = verifiedEvent<Event>(r.body, r.signature, secret);
            return `${e.data.id}@${e.data.updated_at}`;
          }),
      ),
    ].sort();
  return { rx, endpoint, expected, delivered };
}

// Several processes polling one embedded PGlite session (all connections share it) stall
// and interleave: workers side by side need a real PostgreSQL, as in production.
const embedded = process.env.LLAR_TEST_DATABASE_KIND === "embedded";

describe.skipIf(embedded)("npm run worker", { timeout: 120_000 }, () => {
  it("killed mid-delivery and restarted, delivers every change at least once (compared with /v1/changes)", async () => {
    let holding = true;
    const { rx, endpoint, expected, delivered } = await setup(() => (holding ? ((holding = false), "hold") : 200), 6);
    const env = timingEnv({ timeoutMs: 2000, leaseGraceMs: 300 });
    const first = await spawnWorker(env);
    cleanups.push(async () => first.kill("SIGKILL"));
    await waitFor("a request held open", () => rx.heldCount() > 0, 30_000);
    const heldId = rx.received[0].eventId;
    first.kill("SIGKILL");
    await exited(first);
    rx.release();

    const second = await spawnWorker(env);
    cleanups.push(async () => second.kill("SIGKILL"));
    await waitFor("every change delivered", () => delivered().length === expected.length, 60_000);
    expect(delivered()).toEqual(expected);
    // The held delivery had no answer, so it was sent again after the restart.
    expect(rx.received.filter((r) => r.eventId === heldId && r.status === 200)).toHaveLength(1);
    // Fan-out wrote each change once despite the kill; every event ends delivered.
    const events = await prisma.webhookEvent.findMany({ where: { endpointId: endpoint.id } });
    expect(events).toHaveLength(expected.length);
    await waitFor(
      "the last state to be recorded",
      async () =>
        (await prisma.webhookEvent.count({ where: { endpointId: endpoint.id, state: "delivered" } })) ===
        expected.length,
    );
    second.kill("SIGTERM");
    await exited(second);
    expect(second.exitCode).toBe(0);
  });

  it("two workers share the queue and never deliver one event at the same time", async () => {
    const inFlight = new Map<string, number>();
    const attempts = new Map<string, number>();
    let overlaps = 0;
    const { rx, endpoint, expected, delivered } = await setup(async (r) => {
      const now = (inFlight.get(r.eventId) ?? 0) + 1;
      if (now > 1) overlaps++;
      inFlight.set(r.eventId, now);
      const n = (attempts.get(r.eventId) ?? 0) + 1;
      attempts.set(r.eventId, n);
      await new Promise((res) => setTimeout(res, 150));
      inFlight.set(r.eventId, (inFlight.get(r.eventId) ?? 1) - 1);
      // Every event fails its first attempt, so retries interleave with first attempts.
      return n === 1 ? 500 : 200;
    }, 12);
    const env = timingEnv({}, 3);
    const workers = await Promise.all([spawnWorker(env), spawnWorker(env)]);
    for (const w of workers) cleanups.push(async () => w.kill("SIGKILL"));
    await waitFor("every change delivered", () => delivered().length === expected.length, 90_000).catch((err) => {
      throw new Error(
        `${err.message}; delivered ${delivered().length}/${expected.length}; workers said:\n${workers.map((w) => w.output.join("")).join("\n")}`,
      );
    });
    expect(delivered()).toEqual(expected);
    expect(overlaps).toBe(0);
    // No crash, no timeout: each event succeeded exactly once, after exactly one failure.
    for (const id of new Set(rx.received.map((r) => r.eventId))) {
      expect(rx.received.filter((r) => r.eventId === id).map((r) => r.status)).toEqual([500, 200]);
    }
    expect(await prisma.webhookEvent.count({ where: { endpointId: endpoint.id } })).toBe(expected.length);
    for (const w of workers) w.kill("SIGTERM");
    await Promise.all(workers.map(exited));
  });

  it("exits 1 with a clear message on a database without the webhook tables", async () => {
    const empty = await createTestDatabase("llar_test_empty");
    try {
      await expect(spawnWorker({ DATABASE_URL: empty.url })).rejects.toThrow(
        /exited \(1\)[\s\S]*run `npm run db:migrate` first/,
      );
    } finally {
      await empty.drop();
    }
  });
});
