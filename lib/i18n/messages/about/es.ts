import type { about as ca } from "./ca";

export const about: typeof ca = {
  title: "Sobre los datos",
  lead: "Llar consolida en una ficha por vivienda los anuncios de varios portales y agencias de Andorra.",
  sources: "Fuentes y licencias",
  osm: "Límites de las parroquias y lugares: © colaboradores de OpenStreetMap, bajo la licencia Open Database License (ODbL).",
  geonames:
    "Nombres y coordenadas de poblaciones: GeoNames, bajo la licencia Creative Commons Atribución 4.0 (CC BY 4.0).",
  pisos:
    "Anuncios de muestra: datos de pisos.ad publicados en Zenodo (DOI 10.5281/zenodo.10112197), bajo la licencia CC BY-SA 4.0.",
  demoPhotos:
    "Fotos de la demostración: los anuncios de muestra no traen fotos que podamos mostrar, así que las fotos de las viviendas son ilustraciones dibujadas (marcadas como tales), no imágenes de las viviendas.",
  terms: "Condiciones de uso",
  term1: "Siempre que se muestre un anuncio, hay que citar su fuente y enlazar el anuncio original.",
  term2: "No se permite la republicación masiva ni la reventa de los datos.",
  term3: "Una clave de API por organización.",
  term4: "Los datos son los que publican las fuentes.",
  how: "Cómo funciona",
  howText:
    "Cuando varias webs anuncian la misma vivienda, Llar las une en una sola ficha con el precio de cada fuente, el historial de precios y el enlace a cada anuncio.",
};
