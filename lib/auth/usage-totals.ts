// Pure helpers for the usage chart (safe to import in the browser: no database here).
const USAGE_DAYS = 30;
const REJECTED = new Set(["401", "403", "429"]);

export type UsageRow = { day: string; keyId: string; endpoint: string; outcome: string; count: number };

export function lastDays(now = new Date(), days = USAGE_DAYS): string[] {
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) {
    out.push(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - i)).toISOString().slice(0, 10),
    );
  }
  return out;
}

export type DayTotals = {
  day: string;
  ok: number;
  rejected: number;
  errors: number;
  r401: number;
  r403: number;
  r429: number;
};

/** One bar per day (zero-filled), for a key and endpoint filter ("all" = no filter). */
export function dailyTotals(rows: UsageRow[], days: string[], keyId = "all", endpoint = "all"): DayTotals[] {
  const byDay = new Map(days.map((d) => [d, { day: d, ok: 0, rejected: 0, errors: 0, r401: 0, r403: 0, r429: 0 }]));
  for (const r of rows) {
    if ((keyId !== "all" && r.keyId !== keyId) || (endpoint !== "all" && r.endpoint !== endpoint)) continue;
    const t = byDay.get(r.day);
    if (!t) continue;
    if (r.outcome === "ok") t.ok += r.count;
    else if (REJECTED.has(r.outcome)) {
      t.rejected += r.count;
      t[`r${r.outcome as "401" | "403" | "429"}`] += r.count;
    } else t.errors += r.count;
  }
  return [...byDay.values()];
}
