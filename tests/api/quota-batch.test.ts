// lib/api/quota-batch.ts: concurrent requests of one key are counted by one statement for
// the group, yet each is granted or refused exactly as if counted alone; a group that does
// not fit under the quota is counted one request at a time. Another instance's counts on
// the same row (written here straight into the table) are respected.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { ApiRateLimiter, setRateLimiter } from "@/lib/ratelimit";
import { countRequest } from "@/lib/api/quota-batch";
import { withApiKey } from "@/lib/api/with-api-key";
import { quotaWindow } from "@/lib/domain/quota-window";
import { callApi } from "../support/api-client";
import { createKey } from "../support/api-fixtures";

const embedded = process.env.LLAR_TEST_DATABASE_KIND === "embedded";
const WINDOW = "test-window";
let admin: pg.Client;

beforeAll(async () => {
  setRateLimiter(new ApiRateLimiter({ backend: "memory", perMinute: () => 10_000 }));
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL! });
  await admin.connect();
});
afterAll(() => admin.end());

const countOf = async (keyId: string, window = WINDOW) =>
  (await prisma.quotaUsage.findUnique({ where: { keyId_window: { keyId, window } } }))?.count;
const setCount = (keyId: string, count: number) =>
  prisma.quotaUsage.upsert({
    where: { keyId_window: { keyId, window: WINDOW } },
    create: { keyId, window: WINDOW, count },
    update: { count },
  });
const burst = (keyId: string, n: number, quota: number) =>
  Promise.all(Array.from({ length: n }, () => countRequest(keyId, WINDOW, quota)));

describe("quota counted per group", () => {
  it("a burst that fits is counted in order, each request with its own count and the clock", async () => {
    const key = await createKey("pro");
    const counted = await burst(key.id, 20, 100);
    expect(counted.map((c) => c?.count)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(counted.map((c) => c?.dataVersion)).size).toBe(1);
    expect(await countOf(key.id)).toBe(20);
  });

  it("a burst past the quota: exactly the requests under it pass, the rest are refused", async () => {
    const key = await createKey("pro");
    await setCount(key.id, 95);
    const counted = await burst(key.id, 16, 100);
    expect(counted.filter((c) => c !== null).map((c) => c!.count)).toEqual([96, 97, 98, 99, 100]);
    expect(counted.filter((c) => c === null)).toHaveLength(11);
    expect(await countOf(key.id)).toBe(100);
    expect((await burst(key.id, 8, 100)).every((c) => c === null)).toBe(true);
    expect(await countOf(key.id)).toBe(100);
  });

  it("another instance's counts decide: a group that no longer fits is counted one by one", async () => {
    const key = await createKey("pro");
    await burst(key.id, 2, 100); // this process last saw the key at 2
    await setCount(key.id, 94); // another instance counted 92 more
    const counted = await burst(key.id, 10, 100);
    expect(counted.filter((c) => c !== null).map((c) => c!.count)).toEqual([95, 96, 97, 98, 99, 100]);
    expect(await countOf(key.id)).toBe(100);
  });

  it.skipIf(embedded)("sends one statement for a key's burst, not one per request", async () => {
    const key = await createKey("pro");
    await burst(key.id, 1, 100); // the row exists, so it can be locked
    // Hold the row, so the counting statement waits where it can be seen.
    await admin.query("BEGIN");
    await admin.query(`SELECT count FROM quota_usage WHERE key_id = $1 AND "window" = $2 FOR UPDATE`, [key.id, WINDOW]);
    const pending = burst(key.id, 12, 100);
    let waiting: { query: string }[] = [];
    for (let i = 0; i < 50 && waiting.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      ({ rows: waiting } = await admin.query(
        `SELECT query FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO quota_usage%'`,
      ));
    }
    await admin.query("COMMIT");
    expect(waiting).toHaveLength(1);
    expect(waiting[0].query).toMatch(/count \+ \$\d+::int\s+WHERE quota_usage\.count \+ \$\d+::int <= /);
    expect((await pending).map((c) => c?.count)).toEqual(Array.from({ length: 12 }, (_, i) => i + 2));
    expect(await countOf(key.id)).toBe(13);
  });

  it("requests counted together and then failed by the service (5xx) are each given back", async () => {
    const key = await createKey("pro");
    const window = quotaWindow("pro");
    const failing = withApiKey("parishes", async () => {
      throw new Error("the service failed");
    });
    const request = () =>
      failing(new Request("http://api.test/v1/parishes", { headers: { authorization: `Bearer ${key.key}` } }));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined); // the error is logged
    const responses = await Promise.all(Array.from({ length: 12 }, request));
    errors.mockRestore();
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(500));
    expect(await countOf(key.id, window.id)).toBe(0);
  });

  it("through the API: a burst of one key gets 200s with distinct X-Quota-Remaining, each counted", async () => {
    const key = await createKey("pro");
    const window = quotaWindow("pro");
    const results = await Promise.all(Array.from({ length: 16 }, () => callApi("/v1/parishes", { key: key.key })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const remaining = results.map((r) => Number(r.headers.get("X-Quota-Remaining"))).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 16 }, (_, i) => 100_000 - 16 + i));
    expect(await countOf(key.id, window.id)).toBe(16);
  });
});
