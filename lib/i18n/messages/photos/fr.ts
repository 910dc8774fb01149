import type { photos as ca } from "./ca";

export const photos: typeof ca = {
  gallery: "Photos du logement",
  previous: "Photo précédente",
  next: "Photo suivante",
  counter: "Photo {n} sur {total}",
  photoAlt: "{name} : photo {n} sur {total}",
  hint: "Utilisez les flèches du clavier ou balayez pour changer de photo.",
  exact: "Emplacement",
  approximate: "Emplacement approximatif",
  mapExact: "Carte de l'emplacement {inPlace}",
  mapApproximate: "Carte de l'emplacement approximatif {inPlace}",
  mapParish: "Carte de la paroisse {ofPlace}",
  mapUnknown: "Carte d'Andorre : emplacement non indiqué",
  attribution: "Carte © contributeurs d'OpenStreetMap (ODbL)",
};
