// GET /v1/stats — market statistics of active homes per parish and type, or with
// interval=month a series per month (docs/api.md#stats); Pro plan and above. The figures
// per parish and type are served from a snapshot, the series read per request (lib/stats).
import { apiRoute } from "@/lib/api/api-route";
import { parseQuery } from "@/lib/api/parse-query";
import {
  currentMonth,
  getMarketSeries,
  getMarketStats,
  marketStatsVersion,
  monthText,
  STATS_PARAMETERS,
  statsQuerySchema,
} from "@/lib/stats";

export const dynamic = "force-dynamic";

// The served snapshot is part of the ETag: it can lag the change clock by one refresh. A
// series' default range moves with the calendar, so its ETag names the current month.
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(
  "stats",
  async ({ url }) => {
    const q = parseQuery(url, statsQuerySchema, STATS_PARAMETERS);
    return q.months ? getMarketSeries({ ...q, months: q.months }) : getMarketStats(q.op);
  },
  (url) => (url.searchParams.has("interval") ? `series:${monthText(currentMonth())}` : marketStatsVersion()),
);
