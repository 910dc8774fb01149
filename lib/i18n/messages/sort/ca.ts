// The sort orders of the search results. Catalan is the source of the keys.
export const sort = {
  newest: "Més recents",
  price_asc: "Preu: de menys a més",
  price_desc: "Preu: de més a menys",
  surface_desc: "Superfície: de més a menys",
};
