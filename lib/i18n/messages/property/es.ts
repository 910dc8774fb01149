import type { property as ca } from "./ca";

export const property: typeof ca = {
  demoPhotos: "Estas fotos son ilustraciones dibujadas de la demostración, no imágenes de esta vivienda.",
  facts: "Características",
  features: "Equipamiento",
  description: "Descripción",
  location: "Ubicación",
  sources: "Anuncios en las fuentes",
  sourcesLead:
    "Esta vivienda aparece {count, plural, one {en # web} other {en # webs}}. Cada precio es el que publica la fuente.",
  source: "Fuente",
  agency: "Agencia",
  reference: "Referencia",
  price: "Precio",
  seeAdvert: "Ver el anuncio en {source}",
  priceHistory: "Evolución del precio",
  noHistory: "Todavía no hay cambios de precio.",
  removed: "Retirado",
  delisted: "Esta vivienda ya no se anuncia en ninguna web. La ficha se mantiene como referencia.",
  firstSeen: "Visto por primera vez",
  lastSeen: "Visto por última vez",
  operation: "Operación",
  type: "Tipo",
  surface: "Superficie",
  plot: "Parcela",
  rooms: "Habitaciones",
  bathrooms: "Baños",
  parish: "Parroquia",
  town: "Pueblo",
  priceRange: "Precio",
  back: "Volver a la búsqueda",
  notFound: "Esta vivienda no existe.",
  inLanguage: "Texto original en {language}",
  languageUnknown: "Texto original",
  estimate: {
    title: "Precio comparado",
    above:
      "{percent} por encima de la estimación ({low}–{high}), según {count, plural, one {# vivienda comparable} other {# viviendas comparables}}.",
    below:
      "{percent} por debajo de la estimación ({low}–{high}), según {count, plural, one {# vivienda comparable} other {# viviendas comparables}}.",
    inLine:
      "En línea con la estimación ({low}–{high}), según {count, plural, one {# vivienda comparable} other {# viviendas comparables}}.",
    comparables: "{count, plural, one {La vivienda comparable} other {Las # viviendas comparables}}",
    how: "Estimación a partir de los precios pedidos por viviendas parecidas de la zona, ajustados a la superficie, el tipo y los equipamientos de esta; 8 de cada 10 precios pedidos caen dentro del intervalo.",
  },
};
