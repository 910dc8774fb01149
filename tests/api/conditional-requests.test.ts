// Conditional requests on /v1 (docs/decisions.md, API): every 200 carries a strong ETag
// and Cache-Control; a matching If-None-Match gets 304 with the limit headers, without
// counting against the quota but still against the per-minute rate; any ingestion
// write moves the change clock and so changes every tag.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { quotaWindow } from "@/lib/domain/quota-window";
import { ingestFeeds } from "@/lib/ingest/run-ingest";
import { readClockVersion } from "@/lib/search/clock-version";
import { ApiRateLimiter, setRateLimiter } from "@/lib/ratelimit";
import { callApi } from "../support/api-client";
import { createKey, seedProperty } from "../support/api-fixtures";

const FEED = path.join(import.meta.dirname, "../fixtures/ingest/dedup-small/feeds/a-finques.xml");

beforeAll(async () => {
  setRateLimiter(new ApiRateLimiter({ backend: "memory", perMinute: () => 50 }));
  await seedProperty({ parish: "encamp", priceMin: 250_000 });
});

const quotaCount = async (keyId: string) =>
  (await prisma.quotaUsage.findUnique({ where: { keyId_window: { keyId, window: quotaWindow("pro").id } } }))?.count ??
  0;

/**
 * Runs `attempt` again when the change clock moved during it: other test files ingest into
 * the same database at the same time, and any write changes every tag, so a 304 turns into
 * a 200. A failure while the clock stood still fails the test at once.
 */
async function whileClockStands(attempt: () => Promise<void>, tries = 5): Promise<void> {
  for (let n = 1; ; n++) {
    const before = await readClockVersion();
    try {
      return await attempt();
    } catch (err) {
      if (n >= tries || (await readClockVersion()) === before) throw err;
    }
  }
}

describe("ETag and If-None-Match", () => {
  it("answers a second identical request with 304, the limit headers, no body", async () => {
    await whileClockStands(async () => {
      const key = await createKey("pro");
      const first = await callApi("/v1/properties?parish=encamp&op=sale", { key: key.key });
      expect(first.status).toBe(200);
      const tag = first.headers.get("ETag")!;
      expect(tag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      expect(first.headers.get("Cache-Control")).toBe("private, max-age=0, must-revalidate");
      // Parameter order does not change the tag.
      const again = await callApi("/v1/properties?op=sale&parish=encamp", {
        key: key.key,
        headers: { "If-None-Match": tag },
      });
      expect(again.status).toBe(304);
      expect(again.body).toBeNull();
      expect(again.headers.get("ETag")).toBe(tag);
      expect(again.headers.get("X-Quota-Remaining")).toBe(first.headers.get("X-Quota-Remaining"));
      expect(again.headers.get("X-Api-Plan")).toBe("pro");
      // A list of tags, one weak, still matches; a different tag does not.
      expect(
        (
          await callApi("/v1/properties?op=sale&parish=encamp", {
            key: key.key,
            headers: { "If-None-Match": `"x", W/${tag}` },
          })
        ).status,
      ).toBe(304);
      expect(
        (
          await callApi("/v1/properties?op=sale&parish=encamp", {
            key: key.key,
            headers: { "If-None-Match": '"other"' },
          })
        ).status,
      ).toBe(200);
    });
  });

  it("a 304 leaves the quota alone but moves the per-minute rate counter", async () => {
    await whileClockStands(async () => {
      const key = await createKey("pro");
      const first = await callApi("/v1/parishes", { key: key.key });
      const tag = first.headers.get("ETag")!;
      expect(await quotaCount(key.id)).toBe(1);
      const rateBefore = Number(first.headers.get("X-RateLimit-Remaining"));
      const r304 = await callApi("/v1/parishes", { key: key.key, headers: { "If-None-Match": tag } });
      expect(r304.status).toBe(304);
      expect(await quotaCount(key.id)).toBe(1);
      expect(Number(r304.headers.get("X-RateLimit-Remaining"))).toBe(rateBefore - 1);
      expect(r304.headers.get("X-Quota-Remaining")).toBe(String(100_000 - 1));
    });
  });

  it("a key past its quota gets 429 quota_exceeded, not a 304", async () => {
    const key = await createKey("free");
    const first = await callApi("/v1/parishes", { key: key.key });
    await prisma.quotaUsage.update({
      where: { keyId_window: { keyId: key.id, window: quotaWindow("free").id } },
      data: { count: 100 },
    });
    const r = await callApi("/v1/parishes", { key: key.key, headers: { "If-None-Match": first.headers.get("ETag")! } });
    expect(r.status).toBe(429);
    expect(r.body.error.code).toBe("quota_exceeded");
    expect(r.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("tags differ by plan (different shaping) and by path", async () => {
    await whileClockStands(async () => {
      const pro = await createKey("pro");
      const ent = await createKey("enterprise");
      const a = await callApi("/v1/towns", { key: pro.key });
      const b = await callApi("/v1/towns", { key: ent.key });
      const c = await callApi("/v1/parishes", { key: pro.key });
      expect(new Set([a, b, c].map((r) => r.headers.get("ETag"))).size).toBe(3);
      // Enterprise keys are not counted but get tags and 304s all the same.
      expect(
        (await callApi("/v1/towns", { key: ent.key, headers: { "If-None-Match": b.headers.get("ETag")! } })).status,
      ).toBe(304);
    });
  });

  it("If-None-Match: * is 304 only where a 200 would be; a 404 or 400 stays as it is", async () => {
    const key = await createKey("pro");
    const star = { "If-None-Match": "*" };
    for (const [path, status] of [
      ["/v1/properties/00000000-0000-4000-8000-000000000000", 404],
      ["/v1/properties/nope", 404],
      ["/v1/properties?limit=abc", 400],
      ["/v1/changes", 400],
    ] as const) {
      const r = await callApi(path, { key: key.key, headers: star });
      expect([path, r.status]).toEqual([path, status]);
      expect(r.body.error.code).toMatch(/not_found|invalid_parameter/);
    }
    const hit = await callApi("/v1/parishes", { key: key.key, headers: star });
    expect(hit.status).toBe(304);
    expect(hit.body).toBeNull();
    expect(hit.headers.get("ETag")).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(hit.headers.get("X-Api-Plan")).toBe("pro");
  });

  it("errors carry no ETag", async () => {
    const key = await createKey("pro");
    const bad = await callApi("/v1/properties?op=nope", { key: key.key });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("ETag")).toBeNull();
  });

  it("any ingestion write changes the ETag", async () => {
    const key = await createKey("pro");
    const path = "/v1/properties?op=sale&sort=price_asc";
    const before = await callApi(path, { key: key.key });
    const tag = before.headers.get("ETag")!;
    expect((await callApi(path, { key: key.key, headers: { "If-None-Match": tag } })).status).toBe(304);
    const report = await ingestFeeds(
      prisma,
      { id: "finques-etag", name: "Finques", homepageUrl: "https://finques.example" },
      "kyero",
      [FEED],
    );
    expect(report).toBeTruthy();
    const after = await callApi(path, { key: key.key, headers: { "If-None-Match": tag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("ETag")).not.toBe(tag);
    expect(after.body.meta.total).toBeGreaterThan(before.body.meta.total);
  });
});
