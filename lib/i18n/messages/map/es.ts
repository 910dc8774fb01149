import type { map as ca } from "./ca";

export const map: typeof ca = {
  label: "Mapa de los resultados",
  searchArea: "Buscar en esta zona",
  loading: "Cargando el mapa…",
  noTiles: "El mapa externo no responde: se muestra el mapa base propio.",
  show: "Mostrar el mapa",
  area: "en la zona del mapa",
  unplaced: "{count} viviendas sin ubicación no aparecen en el mapa",
};
