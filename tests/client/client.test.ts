// @llar/client against the real app: its fetch is the /v1 route handlers themselves
// (tests/support/api-client.ts handleRequest, the code `next start` runs minus HTTP
// parsing), on the run's database. Typed calls, typed errors with the API's code, the
// change feed's iterator and resumption, and the wait-and-retry on 429.
import { createHmac } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createLlarClient, LlarApiError, verifyWebhook, type ChangeItem } from "@llar/client";
import { ApiRateLimiter, setRateLimiter } from "@/lib/ratelimit";
import { prisma } from "@/lib/db/client";
import { quotaWindow } from "@/lib/domain/quota-window";
import { handleRequest } from "../support/api-client";
import { createKey, seedProperty } from "../support/api-fixtures";

const BASE = "http://api.test/v1";
const client = (key: string, extra: Partial<Parameters<typeof createLlarClient>[0]> = {}) =>
  createLlarClient({ baseUrl: BASE, apiKey: key, fetch: handleRequest as typeof fetch, ...extra });

let pro: string;
let first: string;

beforeAll(async () => {
  setRateLimiter(new ApiRateLimiter({ backend: "memory", perMinute: () => 10_000 }));
  pro = (await createKey("pro")).key;
  first = await seedProperty({ parish: "ordino", priceMin: 412_345, title: "Client test flat" });
});

describe("@llar/client", () => {
  it("search, getProperty, stats, parishes and towns return typed bodies", async () => {
    const llar = client(pro);
    const found = await llar.search({ op: "sale", parish: "ordino", minPrice: 412_345, maxPrice: 412_345 });
    expect(found.meta.total).toBeGreaterThanOrEqual(1);
    expect(found.data.map((p) => p.id)).toContain(first);
    const detail = await llar.getProperty(first);
    // The title is generated from the facts; the source's own stays on its listing.
    expect(detail.data.title).toMatch(/flat/i);
    expect(detail.data.listings.map((l) => l.title)).toContain("Client test flat");
    expect((await llar.stats({ op: "sale" })).meta.op).toBe("sale");
    const months = await llar.statsByMonth({ parish: "ordino", to: "2026-06" });
    expect(months.meta).toMatchObject({ interval: "month", from: "2025-07", to: "2026-06", parish: "ordino" });
    expect(months.data.map((m) => m.month)).toHaveLength(12);
    const valued = await llar.getValuation(first);
    expect(valued.data.asking_price).toBe(412_345);
    expect(valued.data.comparables.map((c) => c.property.id)).not.toContain(first);
    const described = await llar.valuation({ parish: "ordino", surface_m2: 80, rooms: 2 });
    expect(described.data.price).toBeGreaterThan(0);
    expect((await llar.parishes()).data).toHaveLength(7);
    expect((await llar.towns()).data.length).toBeGreaterThan(10);
  });

  it("throws LlarApiError with the API's code", async () => {
    const free = (await createKey("free")).key;
    await expect(client(free).stats()).rejects.toMatchObject({
      name: "LlarApiError",
      status: 403,
      code: "plan_required",
    });
    await expect(client(pro).getProperty("nope")).rejects.toMatchObject({ status: 404, code: "not_found" });
    await expect(client(pro).valuation({ parish: "ordino" } as never)).rejects.toMatchObject({
      status: 400,
      code: "invalid_parameter",
    });
    await expect(client(pro).search({ minPrice: 5, maxPrice: 1 })).rejects.toMatchObject({
      status: 400,
      code: "invalid_parameter",
    });
    await expect(client("llar_" + "x".repeat(40)).parishes()).rejects.toBeInstanceOf(LlarApiError);
  });

  it("changes() follows the sync rule and resumes from a stored since", async () => {
    const since =
      (await client(pro).changesPage({ since: new Date(Date.now() - 60_000).toISOString(), limit: 1000 })).data.at(-1)
        ?.updated_at ?? new Date(Date.now() - 60_000).toISOString();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await seedProperty({ parish: "canillo", title: `Feed ${i}` }));
    const seen: ChangeItem[] = [];
    for await (const item of client(pro).changes({ since, limit: 2 })) seen.push(item);
    const mine = seen.filter((c) => ids.includes(c.id)).map((c) => c.id);
    expect(mine).toEqual(ids);
    const updates = seen.map((c) => c.updated_at);
    expect([...updates].sort()).toEqual(updates); // oldest first, strictly
    expect(new Set(updates).size).toBe(updates.length);
    // Resume after the second of ours: exactly the rest follows.
    const stored = seen.find((c) => c.id === ids[1])!.updated_at;
    const rest: string[] = [];
    for await (const item of client(pro).changes({ since: stored, limit: 3 }))
      if (ids.includes(item.id)) rest.push(item.id);
    expect(rest).toEqual(ids.slice(2));
  });

  it("waits Retry-After on rate_limited and retries", async () => {
    const key = await createKey("starter");
    setRateLimiter(new ApiRateLimiter({ backend: "memory", perMinute: () => 1 }));
    const waits: number[] = [];
    // Sleeping "through the minute": the limiter is reset when the client has waited.
    const llar = client(key.key, {
      sleep: async (ms) =>
        void (waits.push(ms), setRateLimiter(new ApiRateLimiter({ backend: "memory", perMinute: () => 10_000 }))),
    });
    await llar.parishes();
    const again = await llar.parishes(); // 429 first, then the retry succeeds
    expect(again.data).toHaveLength(7);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(0);
    expect(waits[0]).toBeLessThanOrEqual(60_000);
  });

  it("does not sleep through a used-up quota: quota_exceeded is thrown with Retry-After", async () => {
    setRateLimiter(new ApiRateLimiter({ backend: "memory", perMinute: () => 10_000 }));
    const key = await createKey("free");
    await prisma.quotaUsage.create({ data: { keyId: key.id, window: quotaWindow("free").id, count: 100 } });
    const waits: number[] = [];
    const err = await client(key.key, { sleep: async (ms) => void waits.push(ms) })
      .parishes()
      .catch((e) => e);
    expect(err).toBeInstanceOf(LlarApiError);
    expect(err.code).toBe("quota_exceeded");
    expect(err.retryAfter).toBeGreaterThan(0);
    expect(waits).toEqual([]);
  });
});

describe("verifyWebhook", () => {
  const secret = "whsec_test_secret";
  const body = JSON.stringify({ id: "evt_1", type: "property.updated", data: { id: "p1" } });
  const sign = (t: number, b = body, s = secret) =>
    `t=${t},v1=${createHmac("sha256", s).update(`${t}.${b}`).digest("hex")}`;
  const now = Date.now();
  const t = Math.floor(now / 1000);

  it("accepts a delivery signed with the secret, within the tolerance", () => {
    expect(verifyWebhook(body, sign(t), secret, { now })).toEqual({ ok: true, timestamp: t });
    expect(
      verifyWebhook(Buffer.from(body), `t=${t},v1=${"0".repeat(64)},${sign(t).split(",")[1]}`, secret, { now }).ok,
    ).toBe(true);
  });

  it("refuses a changed body, another secret, an old timestamp, or no header", () => {
    expect(verifyWebhook(body + " ", sign(t), secret, { now }).ok).toBe(false);
    expect(verifyWebhook(body, sign(t, body, "other"), secret, { now }).ok).toBe(false);
    expect(verifyWebhook(body, sign(t - 301), secret, { now })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("tolerance"),
    });
    expect(verifyWebhook(body, sign(t - 301), secret, { now, toleranceSeconds: 600 }).ok).toBe(true);
    expect(verifyWebhook(body, null, secret, { now }).ok).toBe(false);
    expect(verifyWebhook(body, "v1=abc", secret, { now }).ok).toBe(false);
  });
});
