// The usage page's data: requests per UTC day for the last 30 days, per key, endpoint and
// outcome, from usage_daily (written by the API). Outcomes "401", "403" and "429" are the
// rejected requests the page shows apart; "4xx"/"5xx" are other errors (usage-totals.ts).
import { prisma } from "@/lib/db/client";
import { lastDays, type UsageRow } from "./usage-totals";

export async function usageForUser(userId: string, now = new Date()): Promise<UsageRow[]> {
  const from = new Date(`${lastDays(now)[0]}T00:00:00Z`);
  const rows = await prisma.usageDaily.findMany({
    where: { day: { gte: from }, key: { userId } },
    orderBy: [{ day: "asc" }],
  });
  return rows.map((r) => ({
    day: r.day.toISOString().slice(0, 10),
    keyId: r.keyId,
    endpoint: r.endpoint,
    outcome: r.outcome,
    count: r.count,
  }));
}
