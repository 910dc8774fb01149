// GET /v1/stats?interval=month (docs/api.md#stats): the monthly series with its meta, and
// the parish page's last months of the same series. Read straight from PostgreSQL on each
// request (not snapshotted like the figures per parish and type): the answer depends on
// its range and filters, and its ETag already follows the change clock and the current
// month (app/v1/stats/route.ts).
import type { OperationId } from "@/lib/domain/vocabulary";
import { monthlyMarketSeries, type MonthEntry } from "./monthly-market";
import { currentMonth, DEFAULT_MONTHS, monthText, type MonthRange } from "./month-range";

type MarketSeries = {
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

/** The parish page's series: the last DEFAULT_MONTHS months, from the first month that
 *  had any of the parish's homes (a young history does not open on empty months). */
export async function parishMarketMonths(parish: string, op: OperationId): Promise<MonthEntry[]> {
  const to = currentMonth();
  const series = await monthlyMarketSeries({ op, parish, months: { from: to - (DEFAULT_MONTHS - 1), to } });
  const first = series.findIndex((m) => m.active > 0);
  return first < 0 ? [] : series.slice(first);
}
