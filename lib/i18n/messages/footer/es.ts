import type { footer as ca } from "./ca";

export const footer: typeof ca = {
  about:
    "Llar reúne las viviendas en venta y alquiler de Andorra de todos los portales y agencias. Cada anuncio se muestra con su fuente y un enlace; los datos son los que publican las fuentes.",
  licences:
    "Datos del mapa © colaboradores de OpenStreetMap (ODbL). Lugares de GeoNames (CC BY 4.0). Anuncios de muestra de pisos.ad vía Zenodo (CC BY-SA 4.0).",
  aboutLink: "Sobre los datos",
  legal: "Aviso legal",
  privacy: "Privacidad",
  terms: "Condiciones y licencias",
  contact: "Contacto",
};
