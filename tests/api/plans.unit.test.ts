import { describe, expect, it } from "vitest";
import { PLANS, PLAN_IDS, cheapestPlanFor, isPlan, planAllows } from "@/lib/plans";

describe("PLANS (docs/api.md#plans-and-quotas)", () => {
  it("match the limits table of docs/api.md", () => {
    expect(PLAN_IDS).toEqual(["free", "starter", "pro", "enterprise"]);
    expect([PLANS.free.quota, PLANS.free.quotaWindow, PLANS.free.ratePerMinute, PLANS.free.maxRows]).toEqual([
      100,
      "day",
      30,
      25,
    ]);
    expect([
      PLANS.starter.quota,
      PLANS.starter.quotaWindow,
      PLANS.starter.ratePerMinute,
      PLANS.starter.maxRows,
    ]).toEqual([10_000, "month", 60, 100]);
    expect([PLANS.pro.quota, PLANS.pro.quotaWindow, PLANS.pro.ratePerMinute, PLANS.pro.maxRows]).toEqual([
      100_000,
      "month",
      120,
      100,
    ]);
    expect([
      PLANS.enterprise.quota,
      PLANS.enterprise.quotaWindow,
      PLANS.enterprise.ratePerMinute,
      PLANS.enterprise.maxRows,
    ]).toEqual([null, "unlimited", 600, 500]);
  });

  it("gate /changes from starter and /stats from pro", () => {
    expect(planAllows("free", "changes")).toBe(false);
    expect(planAllows("starter", "changes")).toBe(true);
    expect(planAllows("starter", "stats")).toBe(false);
    expect(planAllows("pro", "stats")).toBe(true);
    expect(planAllows("enterprise", "stats")).toBe(true);
    for (const p of PLAN_IDS)
      for (const e of ["properties", "property", "parishes", "towns"] as const) expect(planAllows(p, e)).toBe(true);
    expect(cheapestPlanFor("changes")).toBe("starter");
    expect(cheapestPlanFor("stats")).toBe("pro");
  });

  it("give price history from pro up, and recognise only known plans", () => {
    expect(PLAN_IDS.filter((p) => PLANS[p].priceHistory)).toEqual(["pro", "enterprise"]);
    expect(isPlan("pro")).toBe(true);
    expect(isPlan("gold")).toBe(false);
    expect(isPlan("toString")).toBe(false);
  });
});
