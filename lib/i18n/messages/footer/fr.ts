import type { footer as ca } from "./ca";

export const footer: typeof ca = {
  about:
    "Llar réunit les logements à vendre et à louer en Andorre de tous les portails et agences. Chaque annonce est affichée avec sa source et un lien ; les données sont celles que publient les sources.",
  licences:
    "Données cartographiques © contributeurs d'OpenStreetMap (ODbL). Lieux de GeoNames (CC BY 4.0). Annonces d'exemple de pisos.ad via Zenodo (CC BY-SA 4.0).",
  aboutLink: "À propos des données",
  legal: "Mentions légales",
  privacy: "Confidentialité",
  terms: "Conditions et licences",
  contact: "Contact",
};
