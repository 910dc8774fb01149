// The map of the search results. Catalan is the source of the keys.
export const map = {
  label: "Mapa dels resultats",
  searchArea: "Cerca en aquesta zona",
  loading: "Carregant el mapa…",
  noTiles: "El mapa extern no respon: es mostra el mapa base propi.",
  show: "Mostra el mapa",
  area: "a la zona del mapa",
  unplaced: "{count} habitatges sense ubicació no surten al mapa",
};
