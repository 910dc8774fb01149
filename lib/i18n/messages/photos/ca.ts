// Photos and location pictures (components/site/photo): gallery controls, alt texts.
export const photos = {
  gallery: "Fotos de l'habitatge",
  previous: "Foto anterior",
  next: "Foto següent",
  counter: "Foto {n} de {total}",
  photoAlt: "{name}: foto {n} de {total}",
  hint: "Fes servir les fletxes del teclat o llisca per canviar de foto.",
  exact: "Ubicació",
  approximate: "Ubicació aproximada",
  mapExact: "Mapa de la ubicació {inPlace}",
  mapApproximate: "Mapa de la ubicació aproximada {inPlace}",
  mapParish: "Mapa de la parròquia {ofPlace}",
  mapUnknown: "Mapa d'Andorra: la ubicació no s'indica",
  attribution: "Mapa © col·laboradors d'OpenStreetMap (ODbL)",
};
