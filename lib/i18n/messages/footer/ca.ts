// The site footer: what Llar is, the licences, the legal links. Catalan is the source of the keys.
export const footer = {
  about:
    "Llar reuneix els habitatges en venda i lloguer d'Andorra de tots els portals i agències. Cada anunci es mostra amb la seva font i un enllaç; les dades són les que publiquen les fonts.",
  licences:
    "Dades del mapa © col·laboradors d'OpenStreetMap (ODbL). Llocs de GeoNames (CC BY 4.0). Anuncis de mostra de pisos.ad via Zenodo (CC BY-SA 4.0).",
  aboutLink: "Sobre les dades",
  legal: "Avís legal",
  privacy: "Privadesa",
  terms: "Condicions i llicències",
  contact: "Contacte",
};
