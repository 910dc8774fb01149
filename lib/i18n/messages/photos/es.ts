import type { photos as ca } from "./ca";

export const photos: typeof ca = {
  gallery: "Fotos de la vivienda",
  previous: "Foto anterior",
  next: "Foto siguiente",
  counter: "Foto {n} de {total}",
  photoAlt: "{name}: foto {n} de {total}",
  hint: "Usa las flechas del teclado o desliza para cambiar de foto.",
  exact: "Ubicación",
  approximate: "Ubicación aproximada",
  mapExact: "Mapa de la ubicación {inPlace}",
  mapApproximate: "Mapa de la ubicación aproximada {inPlace}",
  mapParish: "Mapa de la parroquia {ofPlace}",
  mapUnknown: "Mapa de Andorra: no se indica la ubicación",
  attribution: "Mapa © colaboradores de OpenStreetMap (ODbL)",
};
