// The terms and licences page. Catalan is the source of the keys.
export const terms = {
  title: "Condicions i llicències",
  lead: "Les condicions d'ús de Llar i les regles d'atribució de les dades que mostra.",
  attribution: "Atribució de les dades",
  attributionLead: "Qui mostri dades de Llar (al web o via l'API) ha de respectar les llicències de les fonts:",
  pisos:
    "Anuncis de mostra de pisos.ad (Zenodo, DOI 10.5281/zenodo.10112197): CC BY-SA 4.0. Cal citar pisos.ad i compartir les obres derivades amb la mateixa llicència.",
  osm: "Mapa, límits de les parròquies i llocs: © col·laboradors d'OpenStreetMap, Open Database License (ODbL 1.0). Cal mostrar «© OpenStreetMap contributors» i compartir les bases de dades derivades amb la mateixa llicència.",
  geonames: "Noms i coordenades de poblacions: GeoNames (geonames.org), CC BY 4.0. Cal citar GeoNames.",
  use: "Ús del servei",
  use1: "Sempre que es mostri un anunci, cal citar-ne la font i enllaçar l'anunci original.",
  use2: "No es permet la republicació massiva ni la revenda de les dades.",
  use3: "Una clau d'API per organització; els límits de cada pla s'apliquen per clau.",
  accuracy: "Exactitud",
  accuracyText:
    "Les dades són les que publiquen les fonts. Llar les uneix però no en garanteix l'exactitud: comprova sempre l'anunci original abans de decidir.",
};
