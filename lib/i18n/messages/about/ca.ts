// The "About the data" page. Catalan is the source of the keys.
export const about = {
  title: "Sobre les dades",
  lead: "Llar consolida en una fitxa per habitatge els anuncis de diversos portals i agències d'Andorra.",
  sources: "Fonts i llicències",
  osm: "Límits de les parròquies i llocs: © col·laboradors d'OpenStreetMap, sota la llicència Open Database License (ODbL).",
  geonames:
    "Noms i coordenades de poblacions: GeoNames, sota la llicència Creative Commons Reconeixement 4.0 (CC BY 4.0).",
  pisos:
    "Anuncis de mostra: dades de pisos.ad publicades a Zenodo (DOI 10.5281/zenodo.10112197), sota la llicència CC BY-SA 4.0.",
  demoPhotos:
    "Fotos de la demostració: els anuncis de mostra no porten fotos que puguem mostrar, de manera que les fotos dels habitatges són il·lustracions dibuixades (marcades com a tals), no imatges dels habitatges.",
  terms: "Condicions d'ús",
  term1: "Sempre que es mostri un anunci, cal citar-ne la font i enllaçar l'anunci original.",
  term2: "No es permet la republicació massiva ni la revenda de les dades.",
  term3: "Una clau d'API per organització.",
  term4: "Les dades són les que publiquen les fonts.",
  how: "Com funciona",
  howText:
    "Quan diverses webs anuncien el mateix habitatge, Llar les uneix en una sola fitxa amb el preu de cada font, l'historial de preus i l'enllaç a cada anunci.",
};
