import type { parish as ca } from "./ca";

export const parish: typeof ca = {
  title: "Property market {ofPlace}",
  lead: "Statistics of the active homes {inPlace}, computed from the same data as the API.",
  stats: "Statistics by type",
  count: "Homes",
  median: "Median price",
  mean: "Mean price",
  perM2: "Median €/m²",
  size: "Median surface",
  noStats: "No active homes for this operation in the parish.",
  towns: "Towns and neighbourhoods",
  search: "Search homes {inPlace}",
  all: "Parishes of Andorra",
  allLead: "The seven parishes, with market statistics and their towns.",
  trend: "Asking price trend",
  trendLead: "The median price homes {inPlace} were asking at the end of each week, from the adverts' price history.",
  trendLabel: "Median asking price {inPlace}: {first} on {from}, {last} on {to}.",
  trendHomes: "{count} homes",
  noTrend: "There is not enough price history yet to show a trend.",
  map: "The homes on the map",
};
