// The quota window a plan counts in (DESIGN.md 3): free = the UTC day, paid plans = the
// UTC calendar month, enterprise = unlimited. The window id is quota_usage.window:
// "2026-11-22" for a day, "2026-11" for a month.
import { PLANS, type Plan } from "@/lib/api/plans";

export type QuotaWindowInfo = { window: string | null; resetsAt: Date | null; quota: number | null };

export function quotaWindowFor(plan: Plan, now = new Date()): QuotaWindowInfo {
  const spec = PLANS[plan];
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const mm = String(m + 1).padStart(2, "0");
  if (spec.quotaWindow === "day") {
    return { window: `${y}-${mm}-${String(d).padStart(2, "0")}`, resetsAt: new Date(Date.UTC(y, m, d + 1)), quota: spec.quota };
  }
  if (spec.quotaWindow === "month") {
    return { window: `${y}-${mm}`, resetsAt: new Date(Date.UTC(y, m + 1, 1)), quota: spec.quota };
  }
  return { window: null, resetsAt: null, quota: null };
}
