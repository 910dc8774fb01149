import type { map as ca } from "./ca";

export const map: typeof ca = {
  label: "Carte des résultats",
  searchArea: "Rechercher dans cette zone",
  loading: "Chargement de la carte…",
  noTiles: "La carte externe ne répond pas : le fond de carte intégré est affiché.",
  show: "Afficher la carte",
  area: "dans la zone de la carte",
  unplaced: "{count} logements sans position ne figurent pas sur la carte",
};
