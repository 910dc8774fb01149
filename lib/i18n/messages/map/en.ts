import type { map as ca } from "./ca";

export const map: typeof ca = {
  label: "Map of the results",
  searchArea: "Search this area",
  loading: "Loading the map…",
  noTiles: "The external map is not responding: showing the built-in base map.",
  show: "Show the map",
  area: "in the map area",
  unplaced: "{count} homes without a location are not on the map",
};
