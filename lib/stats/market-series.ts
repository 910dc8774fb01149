// GET /v1/stats?interval=month (docs/api.md#stats): the monthly series with its meta. Read
// straight from PostgreSQL on each request (not snapshotted like the figures per parish and
// type): the answer depends on its range and filters, and its ETag already follows the
// change clock and the current month (app/v1/stats/route.ts).
import type { OperationId } from "@/lib/domain/vocabulary";
import { monthlyMarketSeries, type MonthEntry } from "./monthly-market";
import { monthText, type MonthRange } from "./month-range";

export type MarketSeries = {
  data: MonthEntry[];
  meta: {
    op: OperationId;
    interval: "month";
    from: string;
    to: string;
    parish: string | null;
    town: string | null;
    currency: "EUR";
    generated_at: string;
  };
};

export async function getMarketSeries(q: {
  op: OperationId;
  months: MonthRange;
  parish?: string;
  town?: string;
}): Promise<MarketSeries> {
  const data = await monthlyMarketSeries(q);
  return {
    data,
    meta: {
      op: q.op,
      interval: "month",
      from: monthText(q.months.from),
      to: monthText(q.months.to),
      parish: q.parish ?? null,
      town: q.town ?? null,
      currency: "EUR",
      generated_at: new Date().toISOString(),
    },
  };
}
