import type { meta as ca } from "./ca";

export const meta: typeof ca = {
  siteName: "Llar",
  tagline: "Tous les logements d'Andorre",
  description: "Tous les logements à vendre ou à louer en Andorre, de tous les portails et agences, au même endroit.",
};
