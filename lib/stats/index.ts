export { getMarketStats, invalidateMarketStats, marketStatsVersion, type StatsEntry } from "./market-stats";
export { statsQuerySchema, STATS_PARAMETERS } from "./stats-query";
export { parishPriceTrend, type TrendPoint } from "./price-trend";
export { getMarketSeries, parishMarketMonths } from "./market-series";
export { currentMonth, monthText } from "./month-range";
export type { MonthEntry } from "./monthly-market";
