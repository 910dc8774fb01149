// The search page's notes in words (a dropped filter named as its label, never as its URL
// parameter), the page count, an operation with nothing advertised, and a property no
// site advertises any more.
export const siteNotes = {
  ignored: "Hem ignorat aquests filtres perquè no eren vàlids: {fields}.",
  minAboveMax: "El preu mínim era més alt que el preu màxim: hem ignorat el preu mínim.",
  field: {
    op: "operació",
    type: "tipus",
    parish: "parròquia",
    minPrice: "preu mínim",
    maxPrice: "preu màxim",
    minRooms: "habitacions mínimes",
    maxRooms: "habitacions màximes",
    minSurface: "superfície mínima",
    maxSurface: "superfície màxima",
    town: "poble o zona",
    features: "característiques",
    priceDrop: "preu rebaixat",
    new: "nous aquesta setmana",
    bbox: "zona del mapa",
    near: "punt del mapa",
    radius: "radi",
    polygon: "zona dibuixada",
    sort: "ordre",
    cursor: "pàgina",
    page: "pàgina",
    unknown: "un paràmetre desconegut ({name})",
  },
  pageOf: "Pàgina {page} de {pages}",
  pages: "{pages, plural, one {# pàgina} other {# pàgines}}",
  seasonalEmpty:
    "Ara mateix cap web anuncia lloguers de temporada. Se'n publiquen sobretot abans de la temporada d'esquí i de l'estiu; mentrestant, mireu el lloguer de llarga durada.",
  seasonalNone: "Lloguer de temporada (cap anunci ara)",
  sourcesGone:
    "Ja cap web no anuncia aquest habitatge. Aquests eren els seus anuncis, amb l'últim preu que van publicar.",
  saveJump: "Avisa'm de cases noves amb aquests filtres",
};
