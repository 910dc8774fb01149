// The shared security cases of every endpoint, table-driven: no key, malformed header,
// unknown key, revoked key → 401 error object (no limit headers); a plan without the
// endpoint → 403 plan_required with the five headers; CORS preflight; 405; unknown path.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { clearKeyCache } from "@/lib/api/authenticate-key";
import { flushUsage } from "@/lib/api/record-usage";
import { callApi } from "../support/api-client";
import { createKey, seedProperty } from "../support/api-fixtures";
import { claimTestArea } from "../support/test-area";

let propertyId: string;
let revoked: { id: string; key: string };
const keys: Record<string, string> = {};

beforeAll(async () => {
  propertyId = await seedProperty((await claimTestArea()).at(0));
  for (const plan of ["free", "starter", "pro"] as const) keys[plan] = (await createKey(plan)).key;
  revoked = await createKey("enterprise");
  await prisma.apiKey.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
  clearKeyCache();
});

const ENDPOINTS = () => [
  { path: "/v1/properties", minPlan: "free" },
  { path: `/v1/properties/${propertyId}`, minPlan: "free" },
  { path: `/v1/changes?since=${new Date(Date.now() - 60_000).toISOString()}`, minPlan: "starter" },
  { path: "/v1/stats", minPlan: "pro" },
  { path: `/v1/properties/${propertyId}/valuation`, minPlan: "pro" },
  { path: "/v1/valuation?parish=andorra_la_vella&surface_m2=80", minPlan: "pro" },
  { path: "/v1/parishes", minPlan: "free" },
  { path: "/v1/towns", minPlan: "free" },
];
const ORDER = ["free", "starter", "pro"];

describe.each(
  ["properties", "property", "changes", "stats", "property valuation", "valuation", "parishes", "towns"].map(
    (name, i) => ({ name, i }),
  ),
)("$name", ({ i }) => {
  const endpoint = () => ENDPOINTS()[i];

  it.each([
    ["no Authorization header", undefined, {}],
    ["a non-bearer scheme", undefined, { authorization: "Basic dXNlcjpwYXNz" }],
    ["an unknown key", "llar_" + "x".repeat(40), {}],
    ["a key that is not a Llar key", "sk_live_123", {}],
  ] as const)("401 unauthorized with %s", async (_label, key, headers) => {
    const r = await callApi(endpoint().path, { key, headers: { ...headers } });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: { code: "unauthorized", message: expect.any(String) } });
    expect(r.headers.get("X-Api-Plan")).toBeNull();
    expect(r.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(r.headers.get("WWW-Authenticate")).toMatch(/^Bearer realm="llar"/);
  });

  it("401 unauthorized with a revoked key", async () => {
    const r = await callApi(endpoint().path, { key: revoked.key });
    expect(r.status).toBe(401);
    expect(r.body.error.message).toMatch(/revoked/);
    expect(r.headers.get("WWW-Authenticate")).toBe('Bearer realm="llar", error="invalid_token"');
  });

  it("403 plan_required below the endpoint's plan, 200 from it on, five headers on both", async () => {
    for (const plan of ORDER) {
      const r = await callApi(endpoint().path, { key: keys[plan] });
      const allowed = ORDER.indexOf(plan) >= ORDER.indexOf(endpoint().minPlan);
      expect(r.status, plan).toBe(allowed ? 200 : 403);
      expect(r.body.error?.code, plan).toBe(allowed ? undefined : "plan_required");
      for (const h of [
        "X-RateLimit-Limit",
        "X-RateLimit-Remaining",
        "X-Quota-Remaining",
        "X-Quota-Reset",
        "X-Api-Plan",
      ])
        expect(r.headers.get(h), h).not.toBeNull();
    }
  });

  it("answers the CORS preflight and refuses other methods with 405", async () => {
    const pre = await callApi(endpoint().path, { method: "OPTIONS" });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("Access-Control-Allow-Headers")).toContain("Authorization");
    expect(pre.headers.get("Access-Control-Expose-Headers")).toContain("X-Quota-Remaining");
    const post = await callApi(endpoint().path, { method: "POST", key: keys.pro });
    expect(post.status).toBe(405);
    expect(post.body.error.code).toBe("method_not_allowed");
  });
});

describe("outside the endpoints", () => {
  it("404 not_found for unknown /v1 paths", async () => {
    for (const path of ["/v1/nope", "/v1/properties/a/b", "/v1"]) {
      const r = await callApi(path, { key: keys.pro });
      expect(r.status, path).toBe(404);
      expect(r.body.error.code).toBe("not_found");
    }
  });

  it("records rejected 401 (revoked) and 403 apart from ok, and does not count them against the quota", async () => {
    await flushUsage();
    const free = await createKey("free");
    await callApi("/v1/stats", { key: free.key });
    await callApi("/v1/parishes", { key: free.key });
    await flushUsage();
    const rows = await prisma.usageDaily.findMany({ where: { keyId: { in: [free.id, revoked.id] } } });
    const byOutcome = Object.fromEntries(
      rows.map((r) => [`${r.endpoint}:${r.outcome}:${r.keyId === revoked.id}`, r.count]),
    );
    expect(byOutcome["stats:403:false"]).toBe(1);
    expect(byOutcome["parishes:ok:false"]).toBe(1);
    expect(Object.keys(byOutcome).some((k) => k.endsWith(":401:true"))).toBe(true);
    const quota = await prisma.quotaUsage.findMany({ where: { keyId: free.id } });
    expect(quota.map((q) => q.count)).toEqual([1]);
    expect((await prisma.apiKey.findUniqueOrThrow({ where: { id: free.id } })).lastUsedAt).not.toBeNull();
  });
});
