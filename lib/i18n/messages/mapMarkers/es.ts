import type { mapMarkers as ca } from "./ca";

export const mapMarkers: typeof ca = {
  cluster: "{count} viviendas en esta zona: acerca el mapa",
  group: "{count} viviendas en este punto: muéstralas",
  approximateGroup: "{count} viviendas con ubicación aproximada (pueblo o parroquia): muéstralas",
  approximate: "ubicación aproximada",
  list: "Viviendas en este punto",
  approximateList: "Ubicación aproximada: solo se conoce el pueblo o la parroquia",
  close: "Cerrar",
};
