import type { sort as ca } from "./ca";

export const sort: typeof ca = {
  newest: "Plus récents",
  price_asc: "Prix croissant",
  price_desc: "Prix décroissant",
  surface_desc: "Surface décroissante",
};
