import type { about as ca } from "./ca";

export const about: typeof ca = {
  title: "À propos des données",
  lead: "Llar regroupe en une fiche par logement les annonces de plusieurs portails et agences d'Andorre.",
  sources: "Sources et licences",
  osm: "Limites des paroisses et lieux : © contributeurs d'OpenStreetMap, sous licence Open Database License (ODbL).",
  geonames: "Noms et coordonnées des localités : GeoNames, sous licence Creative Commons Attribution 4.0 (CC BY 4.0).",
  pisos:
    "Annonces d'exemple : données de pisos.ad publiées sur Zenodo (DOI 10.5281/zenodo.10112197), sous licence CC BY-SA 4.0.",
  demoPhotos:
    "Photos de la démonstration : les annonces d'exemple n'ont pas de photos que nous puissions montrer, les photos des logements sont donc des illustrations dessinées (signalées comme telles), pas des images des logements.",
  terms: "Conditions d'utilisation",
  term1: "Chaque fois qu'une annonce est affichée, il faut citer sa source et mettre un lien vers l'annonce d'origine.",
  term2: "Pas de republication en masse ni de revente des données.",
  term3: "Une clé d'API par organisation.",
  term4: "Les données sont celles que publient les sources.",
  how: "Fonctionnement",
  howText:
    "Quand plusieurs sites annoncent le même logement, Llar les réunit en une seule fiche avec le prix de chaque source, l'historique des prix et le lien vers chaque annonce.",
};
