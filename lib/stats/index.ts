export { getMarketStats, invalidateMarketStats, marketStatsVersion, type MarketStats, type StatsEntry } from "./market-stats";
export { statsQuerySchema, statsQueryShape, STATS_PARAMETERS } from "./stats-query";
