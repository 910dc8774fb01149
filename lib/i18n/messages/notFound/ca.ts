// The page shown for an address that does not exist. Catalan is the source of the keys.
export const notFound = {
  title: "No hem trobat la pàgina",
  text: "La pàgina no existeix o l'habitatge ja no s'anuncia enlloc.",
  search: "Cercar habitatges",
};
