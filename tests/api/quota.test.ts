// Quotas in PostgreSQL: exact under concurrency, windows per plan, truthful headers,
// Retry-After to the reset. The per-minute limit is raised here (a real in-process
// limiter with a high limit) so that only the quota decides.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { ApiRateLimiter, setRateLimiter } from "@/lib/ratelimit";
import { quotaWindow, secondsUntil } from "@/lib/domain/quota-window";
import { callApi } from "../support/api-client";
import { createKey } from "../support/api-fixtures";

beforeAll(() => setRateLimiter(new ApiRateLimiter({ backend: "memory", perMinute: () => 10_000 })));

describe("quota", () => {
  it("60 concurrent requests at a free key with 10 left → exactly 10 succeed and 50 get quota_exceeded", async () => {
    const key = await createKey("free");
    const window = quotaWindow("free");
    await prisma.quotaUsage.create({ data: { keyId: key.id, window: window.id, count: 90 } });
    const results = await Promise.all(Array.from({ length: 60 }, () => callApi("/v1/parishes", { key: key.key })));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(50);
    expect(refused.every((r) => r.body.error.code === "quota_exceeded")).toBe(true);
    expect(new Set(ok.map((r) => r.headers.get("X-Quota-Remaining")))).toEqual(
      new Set(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]),
    );
    expect(refused.every((r) => r.headers.get("X-Quota-Remaining") === "0")).toBe(true);
    const retry = Number(refused[0].headers.get("Retry-After"));
    expect(Math.abs(retry - secondsUntil(window.resetAt))).toBeLessThanOrEqual(2);
    expect(refused[0].headers.get("X-Quota-Reset")).toBe(window.resetAt.toISOString());
    expect(
      (await prisma.quotaUsage.findUniqueOrThrow({ where: { keyId_window: { keyId: key.id, window: window.id } } }))
        .count,
    ).toBe(100);
  });

  it("counts free keys per UTC day and paid keys per UTC month; enterprise is unlimited", async () => {
    const now = new Date();
    const free = await createKey("free");
    const pro = await createKey("pro");
    const ent = await createKey("enterprise");
    const f = await callApi("/v1/towns", { key: free.key });
    const p = await callApi("/v1/towns", { key: pro.key });
    const e = await callApi("/v1/towns", { key: ent.key });
    expect(f.headers.get("X-Quota-Remaining")).toBe("99");
    expect(f.headers.get("X-Quota-Reset")).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString(),
    );
    expect(p.headers.get("X-Quota-Remaining")).toBe("99999");
    expect(p.headers.get("X-Quota-Reset")).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
    );
    expect(e.headers.get("X-Quota-Remaining")).toBe("unlimited");
    const rows = await prisma.quotaUsage.findMany({ where: { keyId: { in: [free.id, pro.id, ent.id] } } });
    expect(rows.map((r) => [r.keyId === free.id ? "free" : "pro", r.window]).sort()).toEqual([
      ["free", now.toISOString().slice(0, 10)],
      ["pro", now.toISOString().slice(0, 7)],
    ]);
  });

  it("handler errors (400, 404) count; 401/403 do not", async () => {
    const key = await createKey("starter");
    await callApi("/v1/properties?op=nope", { key: key.key });
    await callApi("/v1/properties/00000000-0000-4000-8000-000000000000", { key: key.key });
    await callApi("/v1/stats", { key: key.key });
    const r = await callApi("/v1/parishes", { key: key.key });
    expect(r.headers.get("X-Quota-Remaining")).toBe(String(10_000 - 3));
  });
});
