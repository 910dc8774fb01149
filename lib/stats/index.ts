export { getMarketStats, invalidateMarketStats, marketStatsVersion, type StatsEntry } from "./market-stats";
export { statsQuerySchema, STATS_PARAMETERS } from "./stats-query";
export { parishPriceTrend, type TrendPoint } from "./price-trend";
