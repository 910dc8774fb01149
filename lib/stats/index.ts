export { getMarketStats, invalidateMarketStats, marketStatsVersion, type StatsEntry } from "./market-stats";
export { statsQuerySchema, STATS_PARAMETERS } from "./stats-query";
