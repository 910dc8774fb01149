import type { home as ca } from "./ca";

export const home: typeof ca = {
  title: "Tous les logements d'Andorre, au même endroit",
  lead: "Llar rassemble les annonces de tous les portails et agences et les fusionne en une fiche par logement, avec le prix de chaque source et le lien vers son annonce.",
};
