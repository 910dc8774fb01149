// The quota window a request falls in (docs/api.md#plans-and-quotas): free = the UTC day, paid = the UTC
// calendar month, enterprise = unlimited. `id` is the quota_usage.window value; `resetAt`
// is X-Quota-Reset (for unlimited plans: the next month boundary, informational only).
import { PLANS, type Plan } from "@/lib/plans";

export type QuotaWindowInfo = { id: string; resetAt: Date; quota: number | null };

export function quotaWindow(plan: Plan, now = new Date()): QuotaWindowInfo {
  const spec = PLANS[plan];
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (spec.quotaWindow === "day") {
    const d = now.getUTCDate();
    return { id: now.toISOString().slice(0, 10), resetAt: new Date(Date.UTC(y, m, d + 1)), quota: spec.quota };
  }
  const resetAt = new Date(Date.UTC(y, m + 1, 1));
  return { id: now.toISOString().slice(0, 7), resetAt, quota: spec.quotaWindow === "unlimited" ? null : spec.quota };
}

/** Whole seconds until `when`, rounded up, at least 1 (Retry-After). */
export function secondsUntil(when: Date | number, now = Date.now()): number {
  const ms = (typeof when === "number" ? when : when.getTime()) - now;
  return Math.max(1, Math.ceil(ms / 1000));
}
