// The parish pages: the market statistics of a parish. Catalan is the source of the keys.
export const parish = {
  title: "Mercat immobiliari {ofPlace}",
  lead: "Estadístiques dels habitatges actius {inPlace}, calculades amb les mateixes dades que l'API.",
  stats: "Estadístiques per tipus",
  count: "Habitatges",
  median: "Preu medià",
  mean: "Preu mitjà",
  perM2: "Mediana €/m²",
  size: "Superfície mediana",
  noStats: "No hi ha habitatges actius d'aquest tipus d'operació a la parròquia.",
  towns: "Pobles i barris",
  search: "Cercar habitatges {inPlace}",
  all: "Parròquies d'Andorra",
  allLead: "Les set parròquies, amb les estadístiques del mercat i els seus pobles.",
  trend: "Evolució del preu demanat",
  trendLead:
    "Preu medià que demanaven els habitatges {inPlace} al final de cada setmana, segons l'historial de preus dels anuncis.",
  trendLabel: "Preu medià demanat {inPlace}: {first} el {from}, {last} el {to}.",
  trendHomes: "{count} habitatges",
  noTrend: "Encara no hi ha prou historial de preus per mostrar-ne l'evolució.",
  map: "Els habitatges al mapa",
};
