import type { terms as ca } from "./ca";

export const terms: typeof ca = {
  title: "Conditions et licences",
  lead: "Les conditions d'utilisation de Llar et les règles d'attribution des données affichées.",
  attribution: "Attribution des données",
  attributionLead:
    "Quiconque affiche des données de Llar (sur le site ou via l'API) doit respecter les licences des sources :",
  pisos:
    "Annonces d'exemple de pisos.ad (Zenodo, DOI 10.5281/zenodo.10112197) : CC BY-SA 4.0. Il faut citer pisos.ad et partager les œuvres dérivées sous la même licence.",
  osm: "Carte, limites des paroisses et lieux : © contributeurs d'OpenStreetMap, Open Database License (ODbL 1.0). Il faut afficher « © OpenStreetMap contributors » et partager les bases de données dérivées sous la même licence.",
  geonames: "Noms et coordonnées des localités : GeoNames (geonames.org), CC BY 4.0. Il faut citer GeoNames.",
  use: "Utilisation du service",
  use1: "Chaque fois qu'une annonce est affichée, il faut citer sa source et lier l'annonce d'origine.",
  use2: "La republication massive et la revente des données sont interdites.",
  use3: "Une clé d'API par organisation ; les limites de chaque forfait s'appliquent par clé.",
  accuracy: "Exactitude",
  accuracyText:
    "Les données sont celles que publient les sources. Llar les réunit mais n'en garantit pas l'exactitude : vérifiez toujours l'annonce d'origine avant de décider.",
};
