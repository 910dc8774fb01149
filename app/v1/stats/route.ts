// GET /v1/stats — market statistics of active homes per parish and type (docs/api.md#stats);
// Pro plan and above. Computed in PostgreSQL and served from a snapshot (lib/stats).
import { apiRoute } from "@/lib/api/api-route";
import { parseQuery } from "@/lib/api/parse-query";
import { getMarketStats, marketStatsVersion, STATS_PARAMETERS, statsQuerySchema } from "@/lib/stats";

export const dynamic = "force-dynamic";

// The served snapshot is part of the ETag: it can lag the change clock by one refresh.
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(
  "stats",
  async ({ url }) => getMarketStats(parseQuery(url, statsQuerySchema, STATS_PARAMETERS).op),
  marketStatsVersion,
);
