import type { meta as ca } from "./ca";

export const meta: typeof ca = {
  siteName: "Llar",
  tagline: "Todas las viviendas de Andorra",
  description:
    "Todas las viviendas en venta o alquiler de Andorra, de todos los portales y agencias, en un solo lugar.",
};
