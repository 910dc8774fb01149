import type { parish as ca } from "./ca";

export const parish: typeof ca = {
  title: "Mercado inmobiliario {ofPlace}",
  lead: "Estadísticas de las viviendas activas {inPlace}, calculadas con los mismos datos que la API.",
  stats: "Estadísticas por tipo",
  count: "Viviendas",
  median: "Precio mediano",
  mean: "Precio medio",
  perM2: "Mediana €/m²",
  size: "Superficie mediana",
  noStats: "No hay viviendas activas de este tipo de operación en la parroquia.",
  towns: "Pueblos y barrios",
  search: "Buscar viviendas {inPlace}",
  all: "Parroquias de Andorra",
  allLead: "Las siete parroquias, con las estadísticas del mercado y sus pueblos.",
  trend: "Evolución del precio pedido",
  trendLead:
    "Precio mediano que pedían las viviendas {inPlace} al final de cada semana, según el historial de precios de los anuncios.",
  trendLabel: "Precio mediano pedido {inPlace}: {first} el {from}, {last} el {to}.",
  trendHomes: "{count} viviendas",
  noTrend: "Aún no hay suficiente historial de precios para mostrar su evolución.",
  map: "Las viviendas en el mapa",
};
