import type { property as ca } from "./ca";

export const property: typeof ca = {
  demoPhotos: "Ces photos sont des illustrations dessinées de la démonstration, pas des images de ce logement.",
  facts: "Caractéristiques",
  features: "Équipements",
  description: "Description",
  location: "Emplacement",
  sources: "Annonces sur les sources",
  sourcesLead:
    "Ce logement apparaît {count, plural, one {sur # site} other {sur # sites}}. Chaque prix est celui que publie la source.",
  source: "Source",
  agency: "Agence",
  reference: "Référence",
  price: "Prix",
  seeAdvert: "Voir l'annonce sur {source}",
  priceHistory: "Évolution du prix",
  noHistory: "Aucun changement de prix pour l'instant.",
  removed: "Retirée",
  delisted: "Ce logement n'est plus annoncé sur aucun site. La fiche est conservée pour référence.",
  firstSeen: "Vu pour la première fois",
  lastSeen: "Vu pour la dernière fois",
  operation: "Transaction",
  type: "Type",
  surface: "Surface",
  plot: "Terrain",
  rooms: "Chambres",
  bathrooms: "Salles de bain",
  parish: "Paroisse",
  town: "Localité",
  priceRange: "Prix",
  back: "Retour à la recherche",
  notFound: "Ce logement n'existe pas.",
  inLanguage: "Texte original en {language}",
  languageUnknown: "Texte original",
  estimate: {
    title: "Prix comparé",
    above:
      "{percent} au-dessus de l'estimation ({low}–{high}), d'après {count, plural, one {# logement comparable} other {# logements comparables}}.",
    below:
      "{percent} en dessous de l'estimation ({low}–{high}), d'après {count, plural, one {# logement comparable} other {# logements comparables}}.",
    inLine:
      "Conforme à l'estimation ({low}–{high}), d'après {count, plural, one {# logement comparable} other {# logements comparables}}.",
    comparables: "{count, plural, one {Le logement comparable} other {Les # logements comparables}}",
    how: "Estimation tirée des prix demandés pour des logements semblables du secteur, ajustés à la surface, au type et aux équipements de celui-ci ; 8 prix demandés sur 10 tombent dans l'intervalle.",
  },
};
