import type { notFound as ca } from "./ca";

export const notFound: typeof ca = {
  title: "No hemos encontrado la página",
  text: "La página no existe o la vivienda ya no se anuncia en ningún sitio.",
  search: "Buscar viviendas",
};
