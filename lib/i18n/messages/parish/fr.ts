import type { parish as ca } from "./ca";

export const parish: typeof ca = {
  title: "Marché immobilier {ofPlace}",
  lead: "Statistiques des logements actifs {inPlace}, calculées avec les mêmes données que l'API.",
  stats: "Statistiques par type",
  count: "Logements",
  median: "Prix médian",
  mean: "Prix moyen",
  perM2: "Médiane €/m²",
  size: "Surface médiane",
  noStats: "Aucun logement actif pour ce type de transaction dans la paroisse.",
  towns: "Localités et quartiers",
  search: "Chercher des logements {inPlace}",
  all: "Paroisses d'Andorre",
  allLead: "Les sept paroisses, avec les statistiques du marché et leurs localités.",
  trend: "Évolution du prix demandé",
  trendLead:
    "Prix médian que demandaient les logements {inPlace} à la fin de chaque semaine, d'après l'historique des prix des annonces.",
  trendLabel: "Prix médian demandé {inPlace} : {first} le {from}, {last} le {to}.",
  trendHomes: "{count} logements",
  noTrend: "Il n'y a pas encore assez d'historique de prix pour en montrer l'évolution.",
  map: "Les logements sur la carte",
};
