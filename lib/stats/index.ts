export { getMarketStats, invalidateMarketStats, type MarketStats, type StatsEntry, type StatsMeta } from "./market-stats";
