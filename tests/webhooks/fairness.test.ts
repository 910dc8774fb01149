// Finding 2 of the second hardening review: one customer's slow receivers held every
// delivery loop (first in, first out, up to 10 s an attempt), delaying everyone else's
// webhooks. Real HTTP receivers, the worker in-process, time limits kept small through
// its options so the file runs in seconds.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { getPool, prisma } from "@/lib/db/client";
import { createEndpoint } from "@/lib/webhooks/endpoints";
import { WebhookWorker } from "@/lib/webhooks/worker";
import { createKey, seedProperty } from "../support/api-fixtures";
import { startReceiver, waitFor } from "./receiver";
import { priceBand } from "./support";

const TIMEOUT_MS = 2000;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});
afterAll(() => prisma.$disconnect());

async function receiverFor(keyId: string, respond: Parameters<typeof startReceiver>[0], band = priceBand()) {
  const rx = await startReceiver(respond);
  const { endpoint } = await createEndpoint(keyId, { url: rx.url, minPrice: band.lo, maxPrice: band.hi });
  cleanups.push(async () => {
    await rx.close();
    await prisma.webhookEndpoint.deleteMany({ where: { id: endpoint.id } });
  });
  return { rx, endpoint, band };
}

function run(opts: ConstructorParameters<typeof WebhookWorker>[1]) {
  const worker = new WebhookWorker(getPool(), {
    timeoutMs: TIMEOUT_MS,
    leaseGraceMs: 500,
    retryBaseMs: 300,
    retryMaxMs: 600,
    pollMs: 50,
    log: () => {},
    ...opts,
  });
  worker.start();
  cleanups.unshift(() => worker.stop());
  return worker;
}

describe("fair delivery", { timeout: 60_000 }, () => {
  it("keeps one customer's slow receivers from delaying another's, then disables them", async () => {
    const slowKey = await createKey("starter");
    const fastKey = await createKey("starter");
    const band = priceBand();
    // Four endpoints of one customer that never answer, all matching the same change:
    // more slow events, queued first, than the worker has loops.
    const slow: Awaited<ReturnType<typeof receiverFor>>[] = [];
    for (let i = 0; i < 4; i++) slow.push(await receiverFor(slowKey.id, () => "hold", band));
    const fast = await receiverFor(fastKey.id, () => 200);
    await seedProperty({ priceMin: band.lo });
    const shared = run({ concurrency: 2, maxTimeouts: 2 });
    await waitFor("a slow receiver to be holding a delivery", () => slow.some((s) => s.rx.heldCount() > 0));

    const seeded = Date.now();
    await seedProperty({ priceMin: fast.band.lo });
    await waitFor("the fast delivery", () => fast.rx.received.some((r) => r.status === 200));
    // Sooner than one slow attempt's timeout: the slow customer held one loop, not both
    // (first in, first out, the fast event would wait for two rounds of slow timeouts).
    expect(fast.rx.received[0].at - seeded).toBeLessThan(TIMEOUT_MS);

    // Each slow endpoint times out twice in a row and is disabled (its owner is mailed);
    // a worker with a loop per endpoint and a shorter timeout gets there sooner.
    await shared.stop();
    run({ concurrency: 4, perCustomer: 4, maxTimeouts: 2, timeoutMs: 500 });
    const ids = slow.map((s) => s.endpoint.id);
    await waitFor(
      "every slow endpoint to be disabled",
      async () => (await prisma.webhookEndpoint.count({ where: { id: { in: ids }, disabledAt: { not: null } } })) === 4,
    );
    const attempts = slow.map((s) => s.rx.received.length);
    expect(attempts).toEqual([2, 2, 2, 2]);
    const rows = await prisma.webhookEndpoint.findMany({ where: { id: { in: ids } } });
    expect(rows.map((r) => r.timeouts)).toEqual([2, 2, 2, 2]);
  });

  it("has at most one attempt in flight per endpoint, however many loops are free", async () => {
    const key = await createKey("starter");
    let inFlight = 0;
    let most = 0;
    const { rx, band } = await receiverFor(key.id, async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 150));
      inFlight--;
      return 200;
    });
    for (let i = 0; i < 4; i++) await seedProperty({ priceMin: band.lo + i });
    run({ concurrency: 4, perCustomer: 4 });
    await waitFor("four deliveries", () => rx.received.filter((r) => r.status === 200).length === 4);
    expect(most).toBe(1);
  });

  // Third review, residual: receivers answering just under the timeout never time out, so
  // with the defaults (4 loops, 2 per customer) two accounts of them held every loop.
  it("keeps two accounts whose receivers answer just in time from holding every loop", async () => {
    const band = priceBand();
    const justInTime = async () => {
      await new Promise((r) => setTimeout(r, TIMEOUT_MS * 0.8));
      return 200;
    };
    const slow: Awaited<ReturnType<typeof receiverFor>>[] = [];
    for (const key of [await createKey("starter"), await createKey("starter")])
      for (let i = 0; i < 2; i++) slow.push(await receiverFor(key.id, justInTime, band));
    const fast = await receiverFor((await createKey("starter")).id, () => 200);
    // Three changes each for the four slow endpoints: three rounds of every loop, first in line.
    for (let i = 0; i < 3; i++) await seedProperty({ priceMin: band.lo + i });
    run({ concurrency: 4, perCustomer: 2 });
    const answering = (s: (typeof slow)[number]) => s.rx.received.some((r) => r.status === undefined);
    await waitFor("every loop to be holding a slow delivery", () => slow.every(answering));

    const seeded = Date.now();
    await seedProperty({ priceMin: fast.band.lo });
    await waitFor("the fast delivery", () => fast.rx.received.some((r) => r.status === 200));
    // Once the first slow answers are in, each slow account holds one loop: the fast event
    // goes in the second round, not after the slow accounts' three.
    expect(fast.rx.received[0].at - seeded).toBeLessThan(TIMEOUT_MS * 1.5);
  });
});
