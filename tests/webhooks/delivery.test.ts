// Webhook delivery end to end: real PostgreSQL, a real HTTP receiver on a port the OS
// picks, the worker in-process with short timings. Process-level behaviour (kill,
// several workers) is in worker-process.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { prisma, getPool } from "@/lib/db/client";
import { createEndpoint } from "@/lib/webhooks/endpoints";
import { WebhookInputError } from "@/lib/webhooks/endpoint-input";
import { resendEvent, sendTestEvent } from "@/lib/webhooks/manual";
import { WebhookWorker } from "@/lib/webhooks/worker";
import { callApi } from "../support/api-client";
import { webhookProblems } from "../support/openapi-validator";
import { createKey, seedProperty, touchProperty } from "../support/api-fixtures";
import { startReceiver, waitFor } from "./receiver";
import { startMailbox } from "../support/smtp-mailbox";
import { FAST_TIMING, cursorOf, priceBand, verifiedEvent } from "./support";

type Event = { id: string; type: string; created_at: string; data: { id: string; updated_at: string; change: string } };

const endpointIds: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
beforeAll(() => {
  process.env.PUBLIC_BASE_URL = "https://llar.test";
});
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
  await prisma.webhookEndpoint.deleteMany({ where: { id: { in: endpointIds.splice(0) } } });
});
afterAll(() => prisma.$disconnect());

async function setup(respond?: Parameters<typeof startReceiver>[0], plan: "starter" | "pro" = "starter") {
  const key = await createKey(plan);
  const rx = await startReceiver(respond);
  const band = priceBand();
  const { endpoint, secret } = await createEndpoint(key.id, { url: rx.url, minPrice: band.lo, maxPrice: band.hi });
  endpointIds.push(endpoint.id);
  cleanups.push(() => rx.close());
  return { key, rx, band, endpoint, secret };
}

function run(opts: ConstructorParameters<typeof WebhookWorker>[1] = {}) {
  const worker = new WebhookWorker(getPool(), { ...FAST_TIMING, concurrency: 2, log: () => {}, ...opts });
  worker.start();
  cleanups.unshift(() => worker.stop());
  return worker;
}

describe("webhook delivery", { timeout: 60_000 }, () => {
  it("signs each matching change with the shown secret; data is the /v1/changes item", async () => {
    const { key, rx, band, endpoint, secret } = await setup();
    const since = await cursorOf(endpoint.id);
    await seedProperty({ priceMin: band.hi + 1 }); // outside the endpoint's price filter
    const inside = await seedProperty({ priceMin: band.lo + 5, parish: "ordino" });
    run();
    await waitFor("the delivery", () => rx.received.some((r) => r.status === 200));
    expect(rx.received).toHaveLength(1);
    const event = verifiedEvent<Event>(rx.received[0].body, rx.received[0].signature, secret);
    expect(event.id).toMatch(/^evt_[0-9a-f]{24}$/);
    expect(rx.received[0].eventId).toBe(event.id);
    expect(event.type).toBe("property.created");
    expect(Date.parse(event.created_at)).not.toBeNaN();
    const feed = await callApi(`/v1/changes?since=${encodeURIComponent(since)}&limit=1000`, { key: key.key });
    expect(feed.status).toBe(200);
    expect(event.data).toEqual(feed.body.data.find((d: { id: string }) => d.id === inside));
    expect(() => verifiedEvent(rx.received[0].body, rx.received[0].signature, "whsec_wrong")).toThrow();
    expect(webhookProblems("propertyChange", event)).toEqual([]);
    expect(webhookProblems("propertyChange", { ...event, data: { id: 1 } })).not.toEqual([]);
  });

  it("retries a receiver that fails twice, and the delivery log shows all three attempts", async () => {
    const { rx, band } = await setup((_r, n) => (n <= 2 ? 500 : 200));
    const id = await seedProperty({ priceMin: band.lo });
    run();
    await waitFor("the third attempt", () => rx.received.some((r) => r.status === 200));
    expect(rx.received.map((r) => r.status)).toEqual([500, 500, 200]);
    expect(new Set(rx.received.map((r) => r.eventId)).size).toBe(1);
    expect(new Set(rx.received.map((r) => r.body)).size).toBe(1);
    // Backoff: each retry waits at least half its exponential delay (equal jitter).
    expect(rx.received[1].at - rx.received[0].at).toBeGreaterThanOrEqual(FAST_TIMING.retryBaseMs / 2 - 5);
    expect(rx.received[2].at - rx.received[1].at).toBeGreaterThanOrEqual(FAST_TIMING.retryBaseMs - 5);
    const event = await waitFor("the event to be delivered", () =>
      prisma.webhookEvent.findFirst({
        where: { propertyId: id, state: "delivered" },
        include: { deliveries: { orderBy: { id: "asc" } } },
      }),
    );
    expect(event.attempts).toBe(3);
    expect(event.deliveries.map((d) => [d.ok, d.responseCode])).toEqual([
      [false, 500],
      [false, 500],
      [true, 200],
    ]);
    expect(event.deliveries.every((d) => d.latencyMs >= 0)).toBe(true);
  });

  it("delivers a property's changes in updated_at order, holding a later one while an earlier one is retried", async () => {
    const { rx, band, secret } = await setup((_r, n) => (n <= 2 ? 503 : 200));
    run({ retryBaseMs: 600, retryMaxMs: 1200 });
    const id = await seedProperty({ priceMin: band.lo + 1 });
    await waitFor("the first attempt", () => rx.received.length >= 1);
    await touchProperty(id, { priceMin: band.lo + 2 });
    await waitFor("both events", () => rx.received.filter((r) => r.status === 200).length >= 2, 30_000);
    const events = rx.received.map((r) => verifiedEvent<Event>(r.body, r.signature, secret));
    expect(events.map((e) => e.type)).toEqual([
      "property.created",
      "property.created",
      "property.created",
      "property.updated",
    ]);
    expect(events[3].data.updated_at > events[0].data.updated_at).toBe(true);
  });

  it("disables an endpoint after the retry window of nothing but failures and emails the owner", async () => {
    const { rx, band, endpoint, key } = await setup(() => 500);
    const smtp = await startMailbox(0);
    cleanups.push(() => smtp.close());
    process.env.EMAIL_SERVER = smtp.url;
    cleanups.push(async () => delete process.env.EMAIL_SERVER);
    await seedProperty({ priceMin: band.lo });
    run({ retryWindowMs: 1500 });
    const off = await waitFor("the endpoint to be disabled", () =>
      prisma.webhookEndpoint.findFirst({ where: { id: endpoint.id, disabledAt: { not: null } } }),
    );
    expect(off.failingSince).not.toBeNull();
    // Retried within the window (how often depends on the machine's pace), each attempt logged.
    expect(rx.received.length).toBeGreaterThanOrEqual(1);
    expect(await prisma.webhookDelivery.count({ where: { event: { endpointId: endpoint.id }, ok: false } })).toBe(
      rx.received.length,
    );
    const event = await prisma.webhookEvent.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    expect(event.state).toBe("failed");
    const owner = await prisma.apiKey.findUniqueOrThrow({ where: { id: key.id }, include: { user: true } });
    const mail = await waitFor("the email", () => smtp.inbox(owner.user.email!)[0]);
    expect(mail.subject).toContain("Llar: webhook endpoint disabled");
    expect(mail.text).toContain(rx.url);
  });

  it("prints the disabled notice to the log when EMAIL_SERVER is unset", async () => {
    const { endpoint } = await setup();
    const logs: string[] = [];
    const { sendDisabledNotice } = await import("@/lib/webhooks/notify-disabled");
    await sendDisabledNotice(getPool(), endpoint.id, (m) => logs.push(m));
    expect(logs.join("\n")).toMatch(/EMAIL_SERVER unset[\s\S]*webhook endpoint disabled/);
  });

  it("resends one event and sends a test event on demand, logged as manual attempts", async () => {
    const { rx, band, endpoint, secret } = await setup();
    await seedProperty({ priceMin: band.lo + 3 });
    const worker = run();
    await waitFor("the delivery", () => rx.received.length >= 1);
    await worker.stop();
    const event = await prisma.webhookEvent.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    const again = await resendEvent(event.id);
    expect(again.result.ok).toBe(true);
    expect(rx.received.map((r) => r.eventId)).toEqual([event.id, event.id]);
    const test = await sendTestEvent(endpoint.id);
    expect(test.result.status).toBe(200);
    expect(verifiedEvent<Event>(rx.received[2].body, rx.received[2].signature, secret).type).toBe("webhook.test");
    const manual = await prisma.webhookDelivery.count({ where: { event: { endpointId: endpoint.id }, manual: true } });
    expect(manual).toBe(2);
  });

  /** An endpoint whose change the worker has delivered, and that event. */
  async function delivered() {
    const { rx, band, endpoint } = await setup();
    await seedProperty({ priceMin: band.lo + 4 });
    const worker = run();
    await waitFor("the delivery", () => rx.received.length >= 1);
    await worker.stop();
    return { rx, endpoint, event: await prisma.webhookEvent.findFirstOrThrow({ where: { endpointId: endpoint.id } }) };
  }

  // PGlite serves one connection: no other transaction can hold a lock there.
  it.skipIf(process.env.LLAR_TEST_DATABASE_KIND === "embedded")(
    "a resend waits out a short lock on its endpoint (a fan-out pass) instead of refusing",
    async () => {
      const { rx, event, endpoint } = await delivered();
      // Another transaction holds the endpoint row, as fan-out.ts does on each pass.
      const holder = await getPool().connect();
      try {
        await holder.query("BEGIN");
        await holder.query("SELECT id FROM webhook_endpoint WHERE id = $1 FOR UPDATE", [endpoint.id]);
        const again = resendEvent(event.id);
        await new Promise((r) => setTimeout(r, 300));
        await holder.query("COMMIT");
        expect((await again).result.ok).toBe(true);
      } finally {
        holder.release();
      }
      expect(rx.received.map((r) => r.eventId)).toEqual([event.id, event.id]);
    },
  );

  it("refuses a resend while a delivery to the endpoint is under way (its lease)", async () => {
    const { rx, event, endpoint } = await delivered();
    await prisma.$executeRaw`UPDATE webhook_endpoint SET leased_until = now() + interval '1 minute' WHERE id = ${endpoint.id}::uuid`;
    await expect(resendEvent(event.id)).rejects.toMatchObject({ refusal: { code: "eventBusy" } });
    expect(rx.received).toHaveLength(1);
  });

  it("sends nothing for a key downgraded to Free, though its cursor moves on", async () => {
    const { rx, band, endpoint, key } = await setup();
    await prisma.apiKey.update({ where: { id: key.id }, data: { plan: "free" } });
    const id = await seedProperty({ priceMin: band.lo });
    const [{ u }] = await prisma.$queryRaw<{ u: string }[]>`
      SELECT to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS u FROM property WHERE id = ${id}::uuid`;
    run();
    await waitFor("the fan-out to pass the change", async () => (await cursorOf(endpoint.id)) >= u);
    expect(await prisma.webhookEvent.count({ where: { endpointId: endpoint.id } })).toBe(0);
    expect(rx.received).toHaveLength(0);
  });

  it("refuses an endpoint on a Free key, and on a revoked key", async () => {
    const free = await createKey("free");
    await expect(createEndpoint(free.id, { url: "https://example.com/hook" })).rejects.toThrow(WebhookInputError);
    await expect(createEndpoint(free.id, { url: "https://example.com/hook" })).rejects.toMatchObject({
      refusal: { code: "webhookPlan", params: { plan: "starter", current: "free" } },
    });
    const starter = await createKey("starter");
    await prisma.apiKey.update({ where: { id: starter.id }, data: { revokedAt: new Date() } });
    await expect(createEndpoint(starter.id, { url: "https://example.com/hook" })).rejects.toMatchObject({
      refusal: { code: "keyPrefixRevoked" },
    });
  });
});
