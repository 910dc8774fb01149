import type { terms as ca } from "./ca";

export const terms: typeof ca = {
  title: "Condiciones y licencias",
  lead: "Las condiciones de uso de Llar y las reglas de atribución de los datos que muestra.",
  attribution: "Atribución de los datos",
  attributionLead:
    "Quien muestre datos de Llar (en el sitio o mediante la API) debe respetar las licencias de las fuentes:",
  pisos:
    "Anuncios de muestra de pisos.ad (Zenodo, DOI 10.5281/zenodo.10112197): CC BY-SA 4.0. Hay que citar pisos.ad y compartir las obras derivadas con la misma licencia.",
  osm: "Mapa, límites de las parroquias y lugares: © colaboradores de OpenStreetMap, Open Database License (ODbL 1.0). Hay que mostrar «© OpenStreetMap contributors» y compartir las bases de datos derivadas con la misma licencia.",
  geonames: "Nombres y coordenadas de poblaciones: GeoNames (geonames.org), CC BY 4.0. Hay que citar GeoNames.",
  use: "Uso del servicio",
  use1: "Siempre que se muestre un anuncio, hay que citar su fuente y enlazar el anuncio original.",
  use2: "No se permite la republicación masiva ni la reventa de los datos.",
  use3: "Una clave de API por organización; los límites de cada plan se aplican por clave.",
  accuracy: "Exactitud",
  accuracyText:
    "Los datos son los que publican las fuentes. Llar los une pero no garantiza su exactitud: comprueba siempre el anuncio original antes de decidir.",
};
