import type { home as ca } from "./ca";

export const home: typeof ca = {
  title: "Todas las viviendas de Andorra, en un solo lugar",
  lead: "Llar reúne los anuncios de todos los portales y agencias y los une en una ficha por vivienda, con el precio de cada fuente y el enlace a su anuncio.",
};
