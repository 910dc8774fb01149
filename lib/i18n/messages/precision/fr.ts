import type { precision as ca } from "./ca";

export const precision: typeof ca = {
  exact: "Emplacement exact selon la source.",
  street: "Emplacement approximatif : la rue, pas l'adresse exacte.",
  town: "Emplacement approximatif : le centre de la localité, pas le logement.",
  parish: "Emplacement approximatif : seule la paroisse est connue.",
  none: "La source n'indique pas où se trouve le logement.",
};
