import type { nav as ca } from "./ca";

export const nav: typeof ca = {
  label: "Navigation principale",
  search: "Rechercher",
  parishes: "Paroisses",
  about: "À propos des données",
  docs: "API",
  pricing: "Tarifs",
  account: "Compte",
  skip: "Aller au contenu",
};
