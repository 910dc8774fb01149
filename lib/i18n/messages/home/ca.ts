// The home page's title and lead. Catalan is the source of the keys.
export const home = {
  title: "Tots els habitatges d'Andorra, en un sol lloc",
  lead: "Llar reuneix els anuncis de tots els portals i agències i els uneix en una fitxa per habitatge, amb el preu de cada font i l'enllaç al seu anunci.",
};
