import type { sort as ca } from "./ca";

export const sort: typeof ca = {
  newest: "Más recientes",
  price_asc: "Precio: de menor a mayor",
  price_desc: "Precio: de mayor a menor",
  surface_desc: "Superficie: de mayor a menor",
};
