import type { notFound as ca } from "./ca";

export const notFound: typeof ca = {
  title: "Page introuvable",
  text: "La page n'existe pas ou le logement n'est plus annoncé nulle part.",
  search: "Rechercher des logements",
};
